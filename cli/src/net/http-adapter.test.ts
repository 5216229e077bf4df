import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import axios, { AxiosError } from 'axios';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { httpAdapter, MAX_REDIRECTS } from './http-adapter.js';

// The CLI's node:http adapter against a real local HTTP server.

let server: Server;
let base: string;

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (d) => {
      body += d;
    });
    req.on('end', () => {
      if (req.url === '/api/slow') return; // never answers
      const redirect = /^\/api\/(30[12378])$/.exec(req.url ?? '');
      if (redirect) return void res.writeHead(Number(redirect[1]), { location: '/api/landed' }).end();
      const hops = /^\/api\/hops\/(\d+)$/.exec(req.url ?? '');
      if (hops && hops[1] !== '0') {
        return void res.writeHead(302, { location: `/api/hops/${Number(hops[1]) - 1}` }).end();
      }
      if (req.url === '/api/elsewhere') {
        const port = (server.address() as AddressInfo).port;
        return void res.writeHead(302, { location: `http://localhost:${port}/api/landed` }).end();
      }
      if (req.url === '/api/missing') {
        res.writeHead(404, { 'content-type': 'text/html' }).end('<h1>Not Found</h1>');
        return;
      }
      res.writeHead(200, { 'content-type': 'application/json', 'x-seen': req.headers.authorization ?? '' });
      res.end(JSON.stringify({ method: req.method, url: req.url, body, type: req.headers['content-type'] }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const client = () => axios.create({ baseURL: base, adapter: httpAdapter, timeout: 2000 });

describe('httpAdapter', () => {
  test('sends the method, path, query, headers and JSON body; the answer is parsed by axios', async () => {
    const res = await client().post(
      '/things',
      { a: 1 },
      { params: { q: 'x y' }, headers: { Authorization: 'Bearer t' } },
    );
    expect(res.status).toBe(200);
    expect(res.headers['x-seen']).toBe('Bearer t');
    expect(res.data).toEqual({
      method: 'POST',
      url: '/api/things?q=x+y',
      body: '{"a":1}',
      type: 'application/json',
    });
  });

  test('a non-2xx answer rejects with the response, as axios does', async () => {
    const err = await client()
      .get('/missing')
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(AxiosError);
    expect((err as AxiosError).response?.status).toBe(404);
    expect((err as AxiosError).response?.data).toBe('<h1>Not Found</h1>');
  });

  test('a refused connection keeps its code in the message', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    const err = await axios
      .create({ baseURL: `http://127.0.0.1:${port}/api`, adapter: httpAdapter })
      .get('/x')
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(AxiosError);
    expect((err as AxiosError).response).toBeUndefined();
    expect((err as AxiosError).message).toMatch(/ECONNREFUSED/);
  });

  test('a timeout is ECONNABORTED and an abort is a cancel', async () => {
    const timeout = await axios
      .create({ baseURL: base, adapter: httpAdapter, timeout: 100 })
      .get('/slow')
      .catch((e: unknown) => e);
    expect((timeout as AxiosError).code).toBe('ECONNABORTED');
    const controller = new AbortController();
    const pending = client()
      .get('/slow', { signal: controller.signal })
      .catch((e: unknown) => e);
    controller.abort();
    expect(axios.isCancel(await pending)).toBe(true);
  });

  test.each([
    [301, 'POST', 'GET', ''],
    [302, 'POST', 'GET', ''],
    [303, 'PUT', 'GET', ''],
    [307, 'POST', 'POST', '{"a":1}'],
    [308, 'PUT', 'PUT', '{"a":1}'],
  ])(
    'a %i after %s is followed as %s (axios follows redirects the same way)',
    async (status, method, as, body) => {
      const res = await client().request({ url: `/${status}`, method, data: { a: 1 } });
      expect(res.data).toMatchObject({ method: as, url: '/api/landed', body });
      expect(res.data.type).toBe(body ? 'application/json' : undefined);
    },
  );

  test(`at most ${MAX_REDIRECTS} redirects are followed`, async () => {
    expect((await client().get(`/hops/${MAX_REDIRECTS}`)).data.url).toBe('/api/hops/0');
    const err = await client()
      .get(`/hops/${MAX_REDIRECTS + 1}`)
      .catch((e: unknown) => e);
    expect((err as AxiosError).code).toBe('ERR_FR_TOO_MANY_REDIRECTS');
  });

  test('the token is not sent on to another host, and maxRedirects 0 returns the redirect', async () => {
    const res = await client().get('/elsewhere', { headers: { Authorization: 'Bearer t' } });
    expect(res.data.url).toBe('/api/landed');
    expect(res.headers['x-seen']).toBe('');
    const same = await client().get('/302', { headers: { Authorization: 'Bearer t' } });
    expect(same.headers['x-seen']).toBe('Bearer t');
    const err = await client()
      .get('/302', { maxRedirects: 0 })
      .catch((e: unknown) => e);
    expect((err as AxiosError).response?.status).toBe(302);
  });
});
