import type { Duplex } from 'node:stream';
import type { FastifyServerOptions } from 'fastify';
import type { Env } from '../env.js';

type Timeouts = Pick<
  Env,
  'REQUEST_TIMEOUT_MS' | 'HEADERS_TIMEOUT_MS' | 'KEEP_ALIVE_TIMEOUT_MS' | 'CONNECTION_TIMEOUT_MS'
>;

/**
 * The HTTP server's timeouts. Node checks the requests still arriving every
 * `connectionsCheckingInterval` (30 s by default, which alone would let a trickled body live a
 * minute): here at most every second, so a request that has not fully arrived within
 * REQUEST_TIMEOUT_MS is answered 408 and closed within about a second of it. A request that has
 * arrived (the monitor's event stream included) is no longer subject to it.
 */
export function serverTimeouts(env: Timeouts): Pick<
  FastifyServerOptions,
  'requestTimeout' | 'keepAliveTimeout' | 'connectionTimeout'
> & {
  http: { requestTimeout: number; headersTimeout: number; connectionsCheckingInterval: number };
} {
  const requestTimeout = env.REQUEST_TIMEOUT_MS;
  return {
    requestTimeout,
    keepAliveTimeout: env.KEEP_ALIVE_TIMEOUT_MS,
    connectionTimeout: env.CONNECTION_TIMEOUT_MS,
    http: {
      requestTimeout,
      // Node refuses a headers timeout longer than the request timeout
      headersTimeout: Math.min(env.HEADERS_TIMEOUT_MS, requestTimeout),
      connectionsCheckingInterval: Math.max(50, Math.min(1000, Math.floor(requestTimeout / 4))),
    },
  };
}

const STATUS_TEXT: Record<number, string> = {
  400: 'Bad Request',
  408: 'Request Timeout',
  431: 'Request Header Fields Too Large',
};

/**
 * Answers a connection-level error (before any route runs) in the API's envelope: 408 when the
 * request did not arrive in time, 431 for oversized headers, else 400; then closes the connection.
 */
export function clientErrorHandler(error: Error & { code?: string }, socket: Duplex): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const status =
    error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : error.code === 'HPE_HEADER_OVERFLOW' ? 431 : 400;
  const message =
    status === 408
      ? 'Request timed out: the request did not arrive in time'
      : status === 431
        ? 'Request headers too large'
        : 'Malformed request';
  const body = JSON.stringify({ code: status, message, data: null });
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_TEXT[status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy();
}
