import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { AbortError } from '@opsdeck/shared/errors';
import { describe, expect, test } from 'vitest';
import { TransportError, UnreachableError } from './errors.js';
import { createHttpAdapter } from './net/http-adapter.js';
import { classify } from './services/shared/attempts.js';
import { ok, type StubCall, stubAdapter, unreachable } from './testing/stub-api.js';
import { createTestFactory } from './testing/test-factory.js';
import { CLI_VERSION } from './version.js';

describe('factory', () => {
  test('sends the stored token of the server, the language and a user agent', async () => {
    const calls: StubCall[] = [];
    const f = createTestFactory({ adapter: stubAdapter({ 'GET /x': () => ok(1) }, calls), token: 'stored' });
    const client = await f.context().apiClient();
    await client.request({ url: '/x' });
    expect(calls[0]?.headers).toMatchObject({
      Authorization: 'Bearer stored',
      'Accept-Language': 'en-US',
      'User-Agent': `opsdeck-cli/${CLI_VERSION}`,
    });
  });

  test('OPSDECK_TOKEN overrides the stored token; signing in still saves to the file', async () => {
    const calls: StubCall[] = [];
    const adapter = stubAdapter(
      { 'GET /x': () => ok(1), 'POST /admin/auth/login': () => ok({ accessToken: 'new' }) },
      calls,
    );
    const f = createTestFactory({ adapter, token: 'stored', env: { OPSDECK_TOKEN: 'from-env' } });
    const ctx = f.context();
    await (await ctx.apiClient()).request({ url: '/x' });
    expect(calls[0]?.headers.Authorization).toBe('Bearer from-env');
    await (await ctx.session({ phone: '1' })).login({ phone: '1', password: 'p' });
    expect(f.credentials().get(ctx.server)?.token).toBe('new');
    expect(ctx.tokenStore().get()).toBe('from-env');
  });

  test('the server: --server, else OPSDECK_SERVER, else config.json', () => {
    const f = createTestFactory({ env: { OPSDECK_SERVER: 'http://env:1' } });
    expect(f.context('http://flag:2').server).toBe('http://flag:2/api');
    expect(f.context().server).toBe('http://env:1/api');
    const g = createTestFactory();
    g.config().set('server', 'http://saved:3/api');
    expect(g.context().server).toBe('http://saved:3/api');
  });

  test('a refused connection is tried again briefly, then fails fast with "cannot reach <url>"', async () => {
    let tries = 0;
    const f = createTestFactory({
      adapter: (config) => {
        tries++;
        return unreachable(config);
      },
    });
    const client = await f.context('http://down:9').apiClient();
    const started = Date.now();
    const error = await client.request({ url: '/x' }).catch((e: unknown) => e);
    expect(tries).toBe(3);
    expect(Date.now() - started).toBeLessThan(10_000);
    expect(error).toBeInstanceOf(AbortError);
    // a TransportError, so money commands can tell "no answer" from a refusal; batches stop at once
    expect(error).toBeInstanceOf(UnreachableError);
    expect(error).toBeInstanceOf(TransportError);
    expect(classify(error)).toBe('fatal');
    expect((error as AbortError).message).toBe('cannot reach http://down:9/api');
    expect((error as AbortError).nextSteps).toEqual([
      'Is OpsDeck running at http://down:9/api? Pass --server URL or set OPSDECK_SERVER.',
    ]);
  });

  test('the version matches cli/package.json', () => {
    const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
    expect(CLI_VERSION).toBe(pkg.version);
  });

  test('a proxy that does not answer is named, with a hint about the proxy variables, not --server', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as { port: number }).port;
    await new Promise((resolve) => closed.close(resolve));
    const proxy = { http: `http://127.0.0.1:${port}`, https: undefined, noProxy: undefined };
    const f = createTestFactory({ adapter: createHttpAdapter(proxy) });
    const client = await f.context('http://opsdeck.test:8080').apiClient();
    const error = await client.request({ url: '/x' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TransportError);
    expect((error as TransportError).message).toContain(`the proxy 127.0.0.1:${port} cannot be reached`);
    expect((error as TransportError).nextSteps).toEqual([
      'Check HTTPS_PROXY and HTTP_PROXY, or list the server in NO_PROXY to reach http://opsdeck.test:8080/api directly.',
    ]);
  });
});
