import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type IncomingMessage, request, type Server, type ServerResponse } from 'node:http';
import { createServer as createHttpsServer } from 'node:https';
import { type AddressInfo, connect, type Server as NetServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Duplex } from 'node:stream';
import axios, { AxiosError } from 'axios';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import type { ProxyEnv } from '../env.js';
import { createHttpAdapter } from './http-adapter.js';

// The adapter through a local proxy (node:http: absolute-form requests forwarded, CONNECT
// tunnelled) to local http and https servers; no external network.

const dir = mkdtempSync(join(tmpdir(), 'opsdeck-proxy-'));
let target: Server;
let secure: Server;
let proxy: Server;
let cert: string;
/** What the proxy was asked: `GET http://…` lines, `CONNECT host:port` lines, and their Proxy-Authorization. */
let seen: { line: string; auth?: string }[] = [];
let refuseConnect = false;
/** The tunnels' sockets: a server's close does not end them. */
const tunnels = new Set<Duplex>();

const port = (s: NetServer) => (s.address() as AddressInfo).port;
const listen = (s: NetServer) => new Promise<void>((resolve) => s.listen(0, '127.0.0.1', resolve));
const close = (s: Server) => {
  s.closeAllConnections();
  return new Promise((resolve) => s.close(resolve));
};

/** Answers with what it was asked, so a test sees the request that arrived. */
function echo(req: IncomingMessage, res: ServerResponse) {
  let body = '';
  req.on('data', (d) => {
    body += d;
  });
  req.on('end', () => {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ method: req.method, url: req.url, host: req.headers.host, body }));
  });
}

beforeAll(async () => {
  execFileSync(
    'openssl',
    [
      ...['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes'],
      ...['-subj', '/CN=localhost', '-addext', 'subjectAltName=DNS:localhost,IP:127.0.0.1', '-days', '1'],
      ...['-keyout', join(dir, 'key.pem'), '-out', join(dir, 'cert.pem')],
    ],
    { stdio: 'ignore' },
  );
  cert = readFileSync(join(dir, 'cert.pem'), 'utf8');
  target = createServer(echo);
  secure = createHttpsServer({ key: readFileSync(join(dir, 'key.pem')), cert }, echo);
  proxy = createServer((req, res) => {
    seen.push({ line: `${req.method} ${req.url}`, auth: req.headers['proxy-authorization'] });
    const forward = request(req.url ?? '', { method: req.method, headers: req.headers }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    });
    req.pipe(forward);
  });
  proxy.on('connect', (req, client, head) => {
    seen.push({ line: `CONNECT ${req.url}`, auth: req.headers['proxy-authorization'] });
    tunnels.add(client);
    if (refuseConnect) return client.end('HTTP/1.1 407 Proxy Authentication Required\r\n\r\n');
    const [host, p] = (req.url ?? '').split(':');
    const upstream = connect(Number(p), host, () => {
      tunnels.add(upstream);
      client.write('HTTP/1.1 200 Connection Established\r\n\r\n');
      upstream.write(head);
      upstream.pipe(client);
      client.pipe(upstream);
    });
    upstream.on('error', () => client.destroy());
    client.on('error', () => upstream.destroy());
  });
  await Promise.all([listen(target), listen(secure), listen(proxy)]);
});

afterAll(async () => {
  for (const socket of tunnels) socket.destroy();
  await Promise.all([close(target), close(secure), close(proxy)]);
  rmSync(dir, { recursive: true, force: true });
});

beforeEach(() => {
  seen = [];
  refuseConnect = false;
});

const viaProxy = (env: Partial<ProxyEnv>) => {
  const proxyEnv = { https: undefined, http: undefined, noProxy: undefined, ...env };
  return axios.create({ adapter: createHttpAdapter(proxyEnv, { ca: cert }), timeout: 5000 });
};
const proxyUrl = () => `http://127.0.0.1:${port(proxy)}`;

describe('httpAdapter through a proxy', () => {
  test('an http URL is asked of HTTP_PROXY in absolute form, with the target as Host', async () => {
    const url = `http://127.0.0.1:${port(target)}/api/things?q=1`;
    const res = await viaProxy({ http: proxyUrl() }).post(url, { a: 1 });
    expect(seen).toEqual([{ line: `POST ${url}`, auth: undefined }]);
    expect(res.data).toEqual({
      method: 'POST',
      url: '/api/things?q=1',
      host: `127.0.0.1:${port(target)}`,
      body: '{"a":1}',
    });
  });

  test('an https URL goes through a CONNECT tunnel of HTTPS_PROXY; TLS runs end to end', async () => {
    const res = await viaProxy({ https: proxyUrl() }).get(`https://localhost:${port(secure)}/api/me`);
    expect(seen).toEqual([{ line: `CONNECT localhost:${port(secure)}`, auth: undefined }]);
    expect(res.data).toMatchObject({ method: 'GET', url: '/api/me', host: `localhost:${port(secure)}` });
  });

  test("the proxy's certificate check still holds: a server the client does not trust fails", async () => {
    const untrusting = axios.create({
      adapter: createHttpAdapter({ https: proxyUrl(), http: undefined, noProxy: undefined }),
    });
    const err = await untrusting.get(`https://localhost:${port(secure)}/api/me`).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(AxiosError);
    expect((err as AxiosError).message).toMatch(/certificate/i);
    expect(seen.map((s) => s.line)).toEqual([`CONNECT localhost:${port(secure)}`]);
  });

  test('user:password@ in the proxy URL is sent as Proxy-Authorization, on both paths', async () => {
    const withAuth = `http://ann:secret@127.0.0.1:${port(proxy)}`;
    const client = viaProxy({ http: withAuth, https: withAuth });
    await client.get(`http://127.0.0.1:${port(target)}/api/x`);
    await client.get(`https://localhost:${port(secure)}/api/x`);
    const basic = `Basic ${Buffer.from('ann:secret').toString('base64')}`;
    expect(seen.map((s) => s.auth)).toEqual([basic, basic]);
  });

  test('a proxy that refuses the tunnel: the error names the proxy and its answer', async () => {
    refuseConnect = true;
    const err = await viaProxy({ https: proxyUrl() })
      .get(`https://localhost:${port(secure)}/api/x`)
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(AxiosError);
    expect((err as AxiosError).message).toContain(`the proxy 127.0.0.1:${port(proxy)} refused a tunnel`);
    expect((err as AxiosError).message).toContain('407');
  });

  test('NO_PROXY: a listed host (or host:port, or *) is reached directly; another port is not', async () => {
    const url = `http://127.0.0.1:${port(target)}/api/x`;
    for (const noProxy of ['127.0.0.1', `127.0.0.1:${port(target)}`, '*', 'example.com, 127.0.0.1']) {
      const res = await viaProxy({ http: proxyUrl(), noProxy }).get(url);
      expect(res.data.url).toBe('/api/x');
    }
    expect(seen).toEqual([]);
    await viaProxy({ http: proxyUrl(), noProxy: '127.0.0.1:1' }).get(url);
    await viaProxy({ https: proxyUrl(), noProxy: '.example.com' }).get(`https://localhost:${port(secure)}/x`);
    expect(seen.map((s) => s.line)).toEqual([`GET ${url}`, `CONNECT localhost:${port(secure)}`]);
  });

  test('a proxy nobody answers on is named in the error, on both paths', async () => {
    const closed = createServer();
    await listen(closed);
    const down = `http://127.0.0.1:${port(closed)}`;
    await close(closed);
    for (const url of [`http://127.0.0.1:${port(target)}/x`, `https://localhost:${port(secure)}/x`]) {
      const err = await viaProxy({ http: down, https: down })
        .get(url)
        .catch((e: unknown) => e);
      expect((err as AxiosError).message).toMatch(
        /^the proxy 127\.0\.0\.1:\d+ cannot be reached: .*ECONNREFUSED/,
      );
    }
  });

  test('no proxy variable: every request goes directly', async () => {
    await viaProxy({}).get(`http://127.0.0.1:${port(target)}/api/x`);
    await viaProxy({}).get(`https://localhost:${port(secure)}/api/x`);
    expect(seen).toEqual([]);
  });
});
