import { mkdtempSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { UsageError } from '@opsdeck/shared/errors';
import { MAX_PAGE_SIZE } from '@opsdeck/shared/schemas';
import { describe, expect, test } from 'vitest';
import { createConfigStore, MAX_CONFIG_PAGE_SIZE } from './config-store.js';
import { createCredentialsStore } from './credentials-store.js';
import { DEFAULT_SERVER, normalizeServerUrl, resolveServerUrl } from './server-url.js';

const freshDir = () => join(mkdtempSync(join(tmpdir(), 'opsdeck-cfg-')), 'opsdeck');

describe('server URL', () => {
  test.each([
    ['http://localhost:8080/api', 'http://localhost:8080/api'],
    ['http://localhost:8080/api/', 'http://localhost:8080/api'],
    ['http://localhost:8080', 'http://localhost:8080/api'],
    ['https://ops.example.com/', 'https://ops.example.com/api'],
    ['https://ops.example.com/proxy/api', 'https://ops.example.com/proxy/api'],
    ['ftp://x', undefined],
    ['localhost:8080', undefined],
    ['http://u:p@x/api', undefined],
    ['not a url', undefined],
  ])('%s → %s', (input, expected) => {
    expect(normalizeServerUrl(input)).toBe(expected);
  });

  test('precedence: --server, OPSDECK_SERVER, saved, default', () => {
    const describe = () => 'bad';
    expect(resolveServerUrl({ flag: 'http://f', env: 'http://e', saved: 'http://s' }, describe)).toBe(
      'http://f/api',
    );
    expect(resolveServerUrl({ env: 'http://e', saved: 'http://s' }, describe)).toBe('http://e/api');
    expect(resolveServerUrl({ saved: 'http://s/api' }, describe)).toBe('http://s/api');
    expect(resolveServerUrl({}, describe)).toBe(DEFAULT_SERVER);
  });

  test('a bad value is a usage error naming its source', () => {
    expect(() => resolveServerUrl({ env: 'nope' }, (source, value) => `${source}: ${value}`)).toThrow(
      new UsageError('OPSDECK_SERVER: nope'),
    );
  });
});

describe('credentials.json', () => {
  test('written with mode 0600 in a 0700 directory, one entry per server', () => {
    const dir = freshDir();
    const creds = createCredentialsStore(dir);
    creds.tokenStore('http://a/api', () => ({ phone: '1' })).set('ta');
    creds.set('http://b/api', { token: 'tb' });
    expect(statSync(creds.path).mode & 0o777).toBe(0o600);
    expect(statSync(dir).mode & 0o777).toBe(0o700);
    expect(creds.get('http://a/api')).toMatchObject({ token: 'ta', phone: '1' });
    expect(creds.tokenStore('http://b/api').get()).toBe('tb');
    expect(creds.tokenStore('http://c/api').get()).toBeNull();
    creds.tokenStore('http://a/api').clear();
    expect(creds.get('http://a/api')).toBeUndefined();
    expect(JSON.parse(readFileSync(creds.path, 'utf8'))).toEqual({
      version: 1,
      hosts: { 'http://b/api': { token: 'tb' } },
    });
  });

  test('a corrupt file reads as empty and is replaced on the next write', () => {
    const dir = freshDir();
    const creds = createCredentialsStore(dir);
    creds.set('http://a/api', { token: 'x' });
    writeFileSync(creds.path, '{not json');
    expect(creds.get('http://a/api')).toBeUndefined();
    creds.set('http://a/api', { token: 'y' });
    expect(creds.get('http://a/api')?.token).toBe('y');
  });
});

describe('config.json', () => {
  const invalid = (key: string, value: string) => `bad ${key}=${value}`;

  test('set, get, unset with checked values', () => {
    const config = createConfigStore(freshDir(), invalid);
    expect(config.read()).toEqual({});
    config.set('server', 'http://ops:8080');
    config.set('defaultPageSize', '25');
    expect(config.read()).toEqual({ server: 'http://ops:8080/api', defaultPageSize: 25 });
    config.unset('defaultPageSize');
    expect(config.get('defaultPageSize')).toBeUndefined();
    expect(config.get('server')).toBe('http://ops:8080/api');
  });

  test.each([
    ['server', 'nope'],
    ['defaultPageSize', '0'],
    ['defaultPageSize', '101'],
    ['defaultPageSize', 'ten'],
  ] as const)('rejects %s=%s', (key, value) => {
    const config = createConfigStore(freshDir(), invalid);
    expect(() => config.set(key, value)).toThrow(new UsageError(`bad ${key}=${value}`));
  });

  test('ignores malformed entries written by hand', () => {
    const dir = freshDir();
    const config = createConfigStore(dir, invalid);
    config.set('server', 'http://a');
    writeFileSync(config.path, JSON.stringify({ server: 42, defaultPageSize: 1000, other: true }));
    expect(config.read()).toEqual({});
  });

  test('the page size limit matches the server', () => {
    expect(MAX_CONFIG_PAGE_SIZE).toBe(MAX_PAGE_SIZE);
  });
});
