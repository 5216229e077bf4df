import { connect, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { defaultEnv } from '../env.js';
import { buildTestApp, type TestApp } from '../testing/build-test-app.js';
import { openStream } from '../testing/monitor-stream.js';
import { WAIT_FOR } from '../testing/wait.js';
import { serverTimeouts } from './server-options.js';

/** A raw connection: what it received, and when it closed. */
interface Raw {
  socket: Socket;
  received: () => string;
  closed: Promise<number>;
}

function open(port: number): Promise<Raw> {
  return new Promise((resolve, reject) => {
    let data = '';
    const socket = connect(port, '127.0.0.1');
    socket.setEncoding('utf8');
    socket.on('data', (chunk) => {
      data += chunk;
    });
    const closed = new Promise<number>((r) => socket.once('close', () => r(Date.now())));
    socket.once('error', () => {});
    socket.once('connect', () => resolve({ socket, received: () => data, closed }));
    socket.once('error', reject);
  });
}

/** Sends `text` one byte every `everyMs` until the socket closes or the text runs out. */
function trickle(raw: Raw, text: string, everyMs: number): () => void {
  let i = 0;
  const timer = setInterval(() => {
    if (raw.socket.destroyed || i >= text.length) {
      clearInterval(timer);
      return;
    }
    raw.socket.write(text[i++] ?? '');
  }, everyMs);
  return () => clearInterval(timer);
}

const REQUEST_TIMEOUT_MS = 2000;

describe('timeouts (short ones set through the environment)', () => {
  let t: TestApp;
  let port: number;
  let base: string;

  beforeAll(async () => {
    t = await buildTestApp({
      env: { REQUEST_TIMEOUT_MS, HEADERS_TIMEOUT_MS: 1500, CONNECTION_TIMEOUT_MS: 1000 },
    });
    base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = Number(new URL(base).port);
  });
  afterAll(() => t.close());

  test('the defaults cut a trickled request within 30 s', () => {
    const options = serverTimeouts(defaultEnv());
    expect(options.requestTimeout).toBeGreaterThan(0);
    expect(options.keepAliveTimeout).toBeGreaterThan(0);
    expect(options.connectionTimeout).toBeGreaterThan(0);
    expect(options.http.headersTimeout).toBeGreaterThan(0);
    expect((options.requestTimeout ?? 0) + options.http.connectionsCheckingInterval).toBeLessThanOrEqual(
      30_000,
    );
  });

  test('a body trickled one byte at a time is answered 408 and the connection closed', async () => {
    const raw = await open(port);
    const body = JSON.stringify({ phone: '13800000001', password: 'Admin@123' }).padEnd(200, ' ');
    const started = Date.now();
    raw.socket.write(
      `POST /api/admin/auth/login HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n`,
    );
    const stop = trickle(raw, body, 250);
    const closedAt = await raw.closed;
    stop();
    expect(raw.received()).toMatch(/^HTTP\/1\.1 408 /);
    expect(JSON.parse(raw.received().split('\r\n\r\n')[1] ?? '')).toMatchObject({ code: 408 });
    // cut by the request timeout, not before it, and not long after it
    expect(closedAt - started).toBeGreaterThanOrEqual(REQUEST_TIMEOUT_MS - 100);
    expect(closedAt - started).toBeLessThan(REQUEST_TIMEOUT_MS + 10_000);
  });

  test('headers trickled one byte at a time are answered 408', async () => {
    const raw = await open(port);
    const stop = trickle(
      raw,
      'GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: aaaaaaaaaaaaaaaaaaaaaaaaaaaa\r\n\r\n',
      200,
    );
    await raw.closed;
    stop();
    expect(raw.received()).toMatch(/^HTTP\/1\.1 408 /);
  });

  test('the monitor stream outlives the request and idle timeouts', async () => {
    const admin = await t.login('admin');
    const stream = await openStream(base, admin);
    expect(stream.status).toBe(200);
    await vi.waitFor(() => expect(stream.frames.some((f) => f.event === 'ready')).toBe(true), WAIT_FOR);
    // a trickled request meanwhile is cut: the timeouts ran while the stream was open
    const raw = await open(port);
    raw.socket.write(
      'POST /api/admin/auth/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 50\r\n\r\n{',
    );
    const stop = trickle(raw, '"phone":"1"'.repeat(5), 250);
    await raw.closed;
    stop();
    expect(raw.received()).toMatch(/^HTTP\/1\.1 408 /);
    // the stream, quiet for longer than both timeouts, still delivers
    await t.login('user');
    await vi.waitFor(
      () => expect(stream.events.some((e) => e.action === 'auth.signIn')).toBe(true),
      WAIT_FOR,
    );
    stream.close();
  });
});

describe('open connections per address', () => {
  let t: TestApp;
  let port: number;

  beforeAll(async () => {
    t = await buildTestApp({ env: { MAX_CONNECTIONS_PER_IP: 3 } });
    const base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = Number(new URL(base).port);
  });
  afterAll(() => t.close());

  test('one over the cap is answered 429 and closed without its request being served; a freed slot serves again', async () => {
    const held = await Promise.all([open(port), open(port), open(port)]);
    const extra = await open(port);
    extra.socket.write('GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n');
    await extra.closed;
    expect(extra.received()).toMatch(/^HTTP\/1\.1 429 /);
    expect(extra.received()).not.toContain('"status":"ok"');

    held[0]?.socket.destroy();
    await held[0]?.closed;
    // the count drops as the connection closes on the server's side too
    await vi.waitFor(async () => {
      const again = await open(port);
      again.socket.write('GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n');
      await again.closed;
      expect(again.received()).toMatch(/^HTTP\/1\.1 200 /);
    }, WAIT_FOR);
    for (const raw of held) raw.socket.destroy();
  });
});
