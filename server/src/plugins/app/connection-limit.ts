import type { Socket } from 'node:net';
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';

const REFUSAL_BODY = JSON.stringify({
  code: 429,
  message: 'Too many open connections from this address',
  data: null,
});
const REFUSAL = [
  'HTTP/1.1 429 Too Many Requests',
  'Content-Type: application/json; charset=utf-8',
  `Content-Length: ${Buffer.byteLength(REFUSAL_BODY)}`,
  'Connection: close',
  '',
  REFUSAL_BODY,
].join('\r\n');

/**
 * Caps the connections one client address holds open at once (`max`). One over the cap is answered
 * 429 and closed before any request on it is read; the count drops as connections close. Behind a
 * reverse proxy every connection comes from the proxy's address: raise the cap there, or cap at the
 * proxy.
 */
export const connectionLimitPlugin = fp<{ max: number }>(
  async (app, { max }) => {
    const server = app.server;
    const open = new Map<string, number>();
    // Node's HTTP handling of a connection (its parser) runs only for connections under the cap,
    // so no request on a refused one is ever read, let alone served.
    const http = server.listeners('connection') as Array<(socket: Socket) => void>;
    server.removeAllListeners('connection');
    server.on('connection', (socket: Socket) => {
      const address = socket.remoteAddress ?? '';
      const count = (open.get(address) ?? 0) + 1;
      if (count > max) {
        refuse(socket);
        return;
      }
      open.set(address, count);
      socket.once('close', () => {
        const left = (open.get(address) ?? 1) - 1;
        if (left <= 0) open.delete(address);
        else open.set(address, left);
      });
      for (const listener of http) listener.call(server, socket);
    });
  },
  { name: 'connection-limit' },
) as FastifyPluginAsync<{ max: number }>;

/** Answers 429 and closes, reading (and dropping) whatever the client sends meanwhile. */
function refuse(socket: Socket): void {
  socket.on('error', () => socket.destroy());
  socket.on('end', () => socket.destroy());
  // a client that never closes its side must not keep it open
  socket.setTimeout(5000, () => socket.destroy());
  socket.resume();
  socket.end(REFUSAL);
}
