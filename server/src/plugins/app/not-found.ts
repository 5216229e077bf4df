import { translate } from '@opsdeck/shared/i18n';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { API_PREFIX } from './auth.js';

function wantsConsole(request: FastifyRequest): boolean {
  const path = request.url.split('?')[0] ?? '';
  return (
    (request.method === 'GET' || request.method === 'HEAD') &&
    path !== API_PREFIX &&
    !path.startsWith(`${API_PREFIX}/`) &&
    (request.headers.accept ?? '').includes('text/html')
  );
}

/**
 * Unknown routes: a console URL (non-/api GET accepting HTML) gets index.html so the SPA router
 * decides; everything else a 404 envelope naming the method and path.
 */
export const notFoundPlugin = fp<{ spa: boolean }>(
  async (app, { spa }) => {
    app.setNotFoundHandler(async (request, reply) => {
      if (spa && wantsConsole(request)) {
        return reply.header('cache-control', 'no-cache').sendFile('index.html');
      }
      const url = request.url.split('?')[0] ?? '';
      const message = url.startsWith(`${API_PREFIX}/`)
        ? translate(request.locale, 'errors.routeNotFound', { method: request.method, url })
        : translate(request.locale, 'errors.notFound');
      return reply.status(404).send({ code: 404, message });
    });
  },
  { name: 'not-found', dependencies: ['locale'] },
);
