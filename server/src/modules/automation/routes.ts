import {
  AUTOMATION_SWITCHES,
  automationParamsSchema,
  automationSwitchSchema,
  automationToggleBodySchema,
} from '@opsdeck/shared/schemas';
import { z } from 'zod';
import { actorOf } from '../../http/actor.js';
import { route, routesOf } from '../../http/routes.js';
import { requireStepUp } from '../two-factor/step-up.js';
import { listSwitches, setSwitch } from './switches.js';

/** Automation switches: any role reads them; admins turn them on or off (audited; rules with step-up). */
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
    handler: async ({ db, params, body, request }) => {
      // a rule switch is a money policy: an admin with TOTP gives a fresh code (X-OpsDeck-OTP)
      if (AUTOMATION_SWITCHES.find((s) => s.id === params.id)?.group === 'rules') {
        await requireStepUp(request, 'policy');
      }
      return setSwitch(db, params.id, body.enabled, actorOf(request));
    },
  }),
]);
