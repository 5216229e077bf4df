import { join, resolve } from 'node:path';
import { describe, expect, test } from 'vitest';
import { EnvError, loadEnv, REPO_ROOT } from './env.js';

describe('loadEnv', () => {
  test('defaults', () => {
    const env = loadEnv({});
    expect(env).toMatchObject({
      PORT: 8080,
      HOST: '127.0.0.1',
      DATA_DIR: resolve(process.cwd(), 'data'),
      LOG_LEVEL: 'info',
      TOKEN_TTL_HOURS: 168,
      LOGIN_MAX_ATTEMPTS_PER_PHONE: 5,
      LOGIN_MAX_ATTEMPTS_PER_IP: 30,
      LOGIN_WINDOW_MINUTES: 15,
      APPROVAL_TTL_HOURS: 72,
      WEB_ROOT: join(REPO_ROOT, 'web', 'dist'),
    });
    expect(env.DATABASE_URL).toBeUndefined();
    expect(loadEnv({ PORT: '', DATABASE_URL: '' }).PORT).toBe(8080);
  });

  test('values are coerced and paths resolved from the working directory', () => {
    const env = loadEnv({
      PORT: '9000',
      DATA_DIR: 'tmp/x',
      DATABASE_URL: 'postgres://u@h/db',
      TOKEN_TTL_HOURS: '1',
    });
    expect(env.PORT).toBe(9000);
    expect(env.DATA_DIR).toBe(resolve(process.cwd(), 'tmp/x'));
    expect(env.DATABASE_URL).toBe('postgres://u@h/db');
    expect(env.TOKEN_TTL_HOURS).toBe(1);
  });

  test('relative paths resolve from where npm was run (INIT_CWD), as npm run dev runs inside server/', () => {
    const env = loadEnv({ INIT_CWD: '/repo', DATA_DIR: 'tmp/x' });
    expect(env.DATA_DIR).toBe('/repo/tmp/x');
    expect(loadEnv({ INIT_CWD: '/repo' }).DATA_DIR).toBe('/repo/data');
    expect(loadEnv({ INIT_CWD: '/repo', DATA_DIR: '/abs' }).DATA_DIR).toBe('/abs');
  });

  test('one error lists every bad variable', () => {
    let error: unknown;
    try {
      loadEnv({ PORT: 'eighty', LOG_LEVEL: 'loud', DATABASE_URL: 'mysql://x', TOKEN_TTL_HOURS: '-1' });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(EnvError);
    const message = (error as EnvError).message;
    for (const name of ['PORT', 'LOG_LEVEL', 'DATABASE_URL', 'TOKEN_TTL_HOURS'])
      expect(message).toContain(name);
    expect((error as EnvError).problems).toHaveLength(4);
  });
});
