import {
  automationParamsSchema,
  automationSwitchSchema,
  automationToggleBodySchema,
} from '@opsdeck/shared/schemas';
import { z } from 'zod';
import { actorOf } from '../../http/actor.js';
import { route, routesOf } from '../../http/routes.js';
import { listSwitches, setSwitch } from './switches.js';

/** Automation switches: any role reads them; admins turn them on or off (audited). */
export const automationRoutes = routesOf('automation', [
  route({
    url: '/admin/automation',
    response: z.array(automationSwitchSchema),
    handler: ({ db }) => listSwitches(db),
  }),
  route({
    method: 'PUT',
    url: '/admin/automation/:id',
    roles: ['admin'],
    params: automationParamsSchema,
    body: automationToggleBodySchema,
    response: automationSwitchSchema,
    handler: ({ db, params, body, request }) => setSwitch(db, params.id, body.enabled, actorOf(request)),
  }),
]);
