import type { ClientRequest, IncomingMessage, OutgoingHttpHeaders } from 'node:http';
import { isIP, type Socket } from 'node:net';
import { portOf, proxyAuthorization } from './proxy.js';

/**
 * One HTTP request over node:http(s), directly or through a proxy: an http URL is asked of the
 * proxy in absolute form (`GET http://host/path`), an https URL goes through a CONNECT tunnel
 * that TLS then runs over end to end, so the proxy never sees the request.
 */

/** node:http, or node:https for an https URL (loaded only then). */
async function moduleFor(url: URL) {
  return url.protocol === 'https:' ? await import('node:https') : await import('node:http');
}

/** A host name as node:net takes it (no brackets around an IPv6 address). */
const hostname = (url: URL) => url.hostname.replace(/^\[(.*)\]$/, '$1');

/** What a request sends. */
export interface Outgoing {
  method: string;
  headers: OutgoingHttpHeaders;
}

/** Certificates an https server's must chain to instead of Node's own list (tests trust their own). */
export interface TlsTrust {
  ca?: string;
}

/**
 * Reports each request made (the CONNECT too), so the caller can time it out, abort it and see its
 * errors; `proxy` when the request goes to the proxy itself (its connection errors are the proxy's).
 */
export type Track = (req: ClientRequest, proxy?: URL) => void;

/** Opens a CONNECT tunnel to the target's host and port through the proxy: the raw socket. */
async function tunnel(target: URL, proxy: URL, track: Track): Promise<Socket> {
  const authority = `${target.hostname}:${portOf(target)}`;
  const { request } = await moduleFor(proxy);
  const connect = request({
    hostname: hostname(proxy),
    port: portOf(proxy),
    method: 'CONNECT',
    path: authority,
    headers: { Host: authority, ...proxyAuthorization(proxy) },
  });
  track(connect, proxy);
  return new Promise((resolve, reject) => {
    connect.on('connect', (res: IncomingMessage, socket: Socket) => {
      // the request's idle timer belongs to the tunnel no more; the request over it sets its own
      socket.setTimeout(0);
      socket.removeAllListeners('timeout');
      if (res.statusCode === 200) return resolve(socket);
      socket.destroy();
      reject(
        new Error(
          `the proxy ${proxy.host} refused a tunnel to ${authority}: ${res.statusCode} ${res.statusMessage ?? ''}`.trim(),
        ),
      );
    });
    connect.end();
  });
}

/** Starts a request to `url` (directly when `proxy` is undefined); the caller writes the body. */
export async function openRequest(
  url: URL,
  out: Outgoing,
  proxy: URL | undefined,
  track: Track,
  trust: TlsTrust = {},
): Promise<ClientRequest> {
  if (!proxy) {
    const { request } = await moduleFor(url);
    return request(url, { method: out.method, headers: out.headers, ...trust });
  }
  if (url.protocol === 'http:') {
    const { request } = await moduleFor(proxy);
    return request({
      hostname: hostname(proxy),
      port: portOf(proxy),
      method: out.method,
      path: url.href,
      headers: { ...out.headers, Host: url.host, ...proxyAuthorization(proxy) },
    });
  }
  const socket = await tunnel(url, proxy, track);
  const [{ request }, { connect }] = await Promise.all([import('node:https'), import('node:tls')]);
  const name = hostname(url);
  return request(url, {
    method: out.method,
    headers: out.headers,
    createConnection: () => connect({ socket, servername: isIP(name) ? undefined : name, ...trust }),
  });
}
