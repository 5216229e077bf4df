import { describe, expect, test } from 'vitest';
import { readEnv } from '../env.js';
import { bypassesProxy, proxyAuthorization, proxyFor, proxyUrl } from './proxy.js';

const env = { https: 'http://proxy.corp:3128', http: 'proxy.corp:8080', noProxy: undefined };

describe('proxyFor', () => {
  test('https URLs take https_proxy, http URLs http_proxy; none set: direct', () => {
    expect(proxyFor(new URL('https://api.example.com/api'), env)?.href).toBe('http://proxy.corp:3128/');
    expect(proxyFor(new URL('http://api.example.com/api'), env)?.href).toBe('http://proxy.corp:8080/');
    expect(proxyFor(new URL('http://api.example.com/api'), { ...env, http: undefined })).toBeUndefined();
    const none = { https: undefined, http: undefined, noProxy: undefined };
    expect(proxyFor(new URL('https://api.example.com/api'), none)).toBeUndefined();
  });

  test('localhost goes through the proxy too unless no_proxy lists it (as with curl)', () => {
    expect(proxyFor(new URL('http://localhost:8080/api'), env)).toBeDefined();
    expect(proxyFor(new URL('http://localhost:8080/api'), { ...env, noProxy: 'localhost' })).toBeUndefined();
  });
});

describe('bypassesProxy (no_proxy)', () => {
  const url = (u: string) => new URL(u);
  test.each([
    ['*', 'https://any.host/x', true],
    ['api.example.com', 'https://api.example.com/x', true],
    ['example.com', 'https://api.example.com/x', true],
    ['.example.com', 'https://api.example.com/x', true],
    ['.example.com', 'https://example.com/x', true],
    ['example.com', 'https://notexample.com/x', false],
    ['EXAMPLE.com', 'https://Api.Example.COM/x', true],
    ['other.org, example.com', 'https://api.example.com/x', true],
    ['other.org', 'https://api.example.com/x', false],
    ['127.0.0.1', 'http://127.0.0.1:8080/x', true],
    ['127.0.0.1:8080', 'http://127.0.0.1:8080/x', true],
    ['127.0.0.1:9090', 'http://127.0.0.1:8080/x', false],
    ['api.example.com:443', 'https://api.example.com/x', true],
    ['api.example.com:443', 'http://api.example.com/x', false],
    ['[::1]:8080', 'http://[::1]:8080/x', true],
    ['::1', 'http://[::1]:8080/x', true],
    ['', 'https://api.example.com/x', false],
  ])('no_proxy %j, %s: direct %s', (noProxy, target, direct) => {
    expect(bypassesProxy(url(target), noProxy)).toBe(direct);
  });
});

describe('proxyUrl', () => {
  test('a bare host:port is an http proxy; no port is curl 1080 (443 for an https proxy)', () => {
    expect(proxyUrl('proxy.corp:3128').href).toBe('http://proxy.corp:3128/');
    expect(proxyUrl('proxy.corp').port).toBe('1080');
    expect(proxyUrl('http://proxy.corp:80').port).toBe('');
    expect(proxyUrl('https://proxy.corp').href).toBe('https://proxy.corp/');
    expect(() => proxyUrl('socks5://proxy.corp:1080')).toThrow(/socks5/);
  });

  test('user:password@ becomes a Basic Proxy-Authorization', () => {
    expect(proxyAuthorization(proxyUrl('http://ann:p%40ss@proxy.corp:3128'))).toEqual({
      'Proxy-Authorization': `Basic ${Buffer.from('ann:p@ss').toString('base64')}`,
    });
    expect(proxyAuthorization(proxyUrl('proxy.corp:3128'))).toEqual({});
  });
});

describe('readEnv proxy variables', () => {
  test('the lower-case name first, then the upper-case one; blank is unset', () => {
    expect(
      readEnv({ HOME: '/h', https_proxy: 'http://a:1', HTTPS_PROXY: 'http://b:2', HTTP_PROXY: 'http://c:3' })
        .proxy,
    ).toEqual({ https: 'http://a:1', http: 'http://c:3', noProxy: undefined });
    expect(readEnv({ HOME: '/h', no_proxy: ' ', NO_PROXY: 'localhost' }).proxy.noProxy).toBe('localhost');
    expect(readEnv({ HOME: '/h' }).proxy).toEqual({ https: undefined, http: undefined, noProxy: undefined });
  });
});
