import { describe, expect, test } from 'vitest';
import { readDevEnv } from './dev-env.ts';

describe('readDevEnv', () => {
  test('defaults: Vite on 5173, the API on the server default 8080', () => {
    expect(readDevEnv({})).toEqual({ webPort: 5173, apiTarget: 'http://127.0.0.1:8080', mock: false });
    expect(readDevEnv({ WEB_PORT: '', PORT: ' ' }).webPort).toBe(5173);
  });

  test('WEB_PORT moves Vite, PORT moves the proxy target with the server', () => {
    expect(readDevEnv({ WEB_PORT: '18350', PORT: '18351', VITE_MOCK: '1' })).toEqual({
      webPort: 18350,
      apiTarget: 'http://127.0.0.1:18351',
      mock: true,
    });
  });

  test('bad values are listed together', () => {
    expect(() => readDevEnv({ WEB_PORT: 'web', PORT: '70000' })).toThrow(
      /WEB_PORT must be a port number.*'web'[\s\S]*PORT must be a port number.*'70000'/,
    );
    expect(() => readDevEnv({ WEB_PORT: '9000', PORT: '9000' })).toThrow(/must differ/);
  });
});
