import { CODES } from '@opsdeck/shared/errors';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from '../../errors.js';
import { requestContext, runWithRequestContext } from '../../http/request-context.js';
import { authenticateApiToken, isApiToken } from '../../modules/api-tokens/authenticate.js';
import { tokenScopeRefusal } from '../../modules/api-tokens/scope.js';
import { listenForSessionChanges } from '../../modules/auth/session-cache.js';
import { authenticate } from '../../modules/auth/sessions.js';

/** Routes under this prefix must declare `config.roles` or `config.public`. */
export const API_PREFIX = '/api';

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match?.[1] ?? null;
}

/**
 * Authentication and role enforcement. Every /api route declares `config: { roles }` or
 * `config: { public: true }` (checked when the route is added: a route without either is a bug);
 * each request to a route with roles needs a valid bearer token whose operator has one of them.
 */
export const authPlugin = fp(
  async (app) => {
    app.decorateRequest('operator', null);
    app.decorateRequest('tokenHash', null);
    app.decorateRequest('apiToken', null);
    // cached sessions leave the cache when any process revokes them or changes their operator
    let stopListening: (() => Promise<void>) | null = null;
    app.addHook('onReady', async () => {
      stopListening = await listenForSessionChanges(app.database);
    });
    app.addHook('preClose', async () => {
      await stopListening?.();
    });
    // a request made with an API token runs in its own context: the audit writer reads the token from
    // it. Only those: on Node 20 the first context turns on async hooks for every promise from then on
    // (a few % of a small request's CPU), so a server that never sees an API token never pays for
    // them, and a session's or a public request has nothing to carry.
    app.addHook('onRequest', (request, _reply, done) => {
      const token = bearerToken(request);
      if (token && isApiToken(token)) runWithRequestContext(done);
      else done();
    });

    app.addHook('onRoute', (route) => {
      const url = route.url ?? route.path ?? '';
      if (!url.startsWith(`${API_PREFIX}/`) && url !== API_PREFIX) return;
      const config = route.config ?? {};
      const roles = config.roles;
      if (config.public === true) return;
      if (Array.isArray(roles) && roles.length > 0) return;
      const methods = Array.isArray(route.method) ? route.method.join(',') : route.method;
      throw new Error(
        `Route ${methods} ${url} declares no roles: add config: { roles: [...] } or config: { public: true }`,
      );
    });

    const isTraversal = (v: unknown) => typeof v === 'string' && (/[/\\]/.test(v) || v === '.' || v === '..');
    app.addHook('onRequest', async (request) => {
      if (request.is404) return;
      // a path parameter holding a separator or a dot segment is not a route: 404 before any role check
      const route = request.routeOptions.url ?? '';
      const params = Object.entries((request.params ?? {}) as Record<string, unknown>);
      if (route.startsWith(`${API_PREFIX}/`) && params.some(([name, v]) => name !== '*' && isTraversal(v))) {
        throw new HttpError(404, 'errors.routeNotFound', {
          method: request.method,
          url: request.url.split('?')[0],
        });
      }
      const config = request.routeOptions.config;
      if (config.public === true || !config.roles) return;
      const token = bearerToken(request);
      if (!token) throw new HttpError(401, 'errors.notSignedIn', {}, { code: CODES.unauthorized });
      if (isApiToken(token)) {
        const { operator, apiToken } = await authenticateApiToken(app.db, token);
        request.operator = operator;
        request.apiToken = apiToken;
        const context = requestContext();
        if (context) context.apiToken = { id: apiToken.id, name: apiToken.name };
      } else {
        const { operator, tokenHash } = await authenticate(app.db, token);
        request.operator = operator;
        request.tokenHash = tokenHash;
      }
      if (!config.roles.includes('*') && !config.roles.includes(request.operator.role)) {
        throw new HttpError(403, 'errors.forbidden');
      }
      if (request.apiToken) {
        const refusal = tokenScopeRefusal(request.apiToken, request.method, config.tokenScope);
        if (refusal) throw refusal;
      }
    });
  },
  { name: 'auth', dependencies: ['database'] },
);
