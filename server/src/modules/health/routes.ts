import { healthSchema, liveSchema, readySchema } from '@opsdeck/shared/schemas';
import { HttpError } from '../../errors.js';
import { route, routesOf } from '../../http/routes.js';
import { health } from './service.js';

/**
 * GET /api/health (public): the database answers, with its kind and the server version, plus the
 * demo sign-ins when the database holds the demo seed (the login page shows only those).
 * GET /api/health/live and /api/health/ready (public): the probes of an orchestrator or a load
 * balancer. Live never touches the database; ready is 503 while the database is being prepared and
 * from the moment the server begins shutting down.
 */
export const healthRoutes = routesOf('system', [
  route({
    url: '/health',
    roles: 'public',
    response: healthSchema,
    handler: ({ request }) => health(request.server.database),
  }),
  route({
    url: '/health/live',
    roles: 'public',
    response: liveSchema,
    handler: async () => ({ status: 'ok' as const }),
  }),
  route({
    url: '/health/ready',
    roles: 'public',
    response: readySchema,
    handler: async ({ request }) => {
      const phase = request.server.readiness.phase;
      if (phase === 'starting') throw new HttpError(503, 'errors.starting');
      if (phase === 'stopping') throw new HttpError(503, 'errors.shuttingDown');
      return { status: 'ready' as const };
    },
  }),
]);
