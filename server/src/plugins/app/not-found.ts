import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { translate } from '@opsdeck/shared/i18n';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { API_PREFIX } from './auth.js';
import { RouteMethods } from './route-methods.js';

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
 * The built page of a console screen (`routes/<path>.html` beside index.html, written by the web
 * build's signed-in preload: index.html with the screen's code asked for in its head), or
 * index.html for any other path.
 */
export function consolePage(webRoot: string | null | undefined, path: string): string {
  if (!webRoot || !/^(\/[a-z0-9-]+)+$/.test(path)) return 'index.html';
  const file = `routes${path}.html`;
  return existsSync(join(webRoot, file)) ? file : 'index.html';
}

/**
 * Unknown routes: a known path asked with a method it does not serve is a 405 with an `Allow`
 * header listing the methods it does (TRACE, or DELETE on a list); a console URL (non-/api GET
 * accepting HTML) gets index.html (or its screen's page) so the SPA router decides; everything else a 404 envelope naming
 * the method and path. Registered before the routes, so that it sees each of them.
 */
export const notFoundPlugin = fp<{ spa: boolean; webRoot?: string | null }>(
  async (app, { spa, webRoot }) => {
    const routes = new RouteMethods();
    app.addHook('onRoute', (route) => routes.add(route.url, route.method));
    app.setNotFoundHandler(async (request, reply) => {
      const url = request.url.split('?')[0] ?? '';
      const allow = routes.allowed(url);
      if (allow.length > 0) {
        const message = translate(request.locale, 'errors.methodNotAllowed', {
          method: request.method,
          url,
          allow: allow.join(', '),
        });
        return reply.status(405).header('allow', allow.join(', ')).send({ code: 405, message });
      }
      if (spa && wantsConsole(request)) {
        return reply.header('cache-control', 'no-cache').sendFile(consolePage(webRoot, url));
      }
      const message = url.startsWith(`${API_PREFIX}/`)
        ? translate(request.locale, 'errors.routeNotFound', { method: request.method, url })
        : translate(request.locale, 'errors.notFound');
      return reply.status(404).send({ code: 404, message });
    });
  },
  { name: 'not-found', dependencies: ['locale'] },
);
