import { healthSchema } from '@opsdeck/shared/schemas';
import { route, routesOf } from '../../http/routes.js';
import { health } from './service.js';

/**
 * GET /api/health (public): liveness with the database kind and the server version, plus the
 * demo sign-ins when the database holds the demo seed (the login page shows only those).
 */
export const healthRoutes = routesOf('system', [
  route({
    url: '/health',
    roles: 'public',
    response: healthSchema,
    handler: ({ request }) => health(request.server.database),
  }),
]);
