import {
  AUTOMATION_SWITCHES,
  automationParamsSchema,
  automationSwitchSchema,
  automationToggleBodySchema,
  policyChangeAnswerSchema,
} from '@opsdeck/shared/schemas';
import { z } from 'zod';
import { actorOf } from '../../http/actor.js';
import { route, routesOf } from '../../http/routes.js';
import { requestSwitchOff } from '../policy/change.js';
import { requireStepUp } from '../two-factor/step-up.js';
import { listSwitches, setSwitch } from './switches.js';

/**
 * Automation switches: any role reads them; admins turn them on or off (audited; rules with
 * step-up). Turning a money control's switch off weakens it (`approvalThresholds`, and
 * `approverTotp`, the TOTP every approver must give): it waits for a second admin (202 with
 * `approvalId`, the switch unchanged); turning it on applies at once.
 */
export const automationRoutes = routesOf('automation', [
  route({
    url: '/admin/automation',
    response: z.array(automationSwitchSchema),
    handler: ({ db, request }) => listSwitches(db, request.locale),
  }),
  route({
    method: 'PUT',
    url: '/admin/automation/:id',
    roles: ['admin'],
    params: automationParamsSchema,
    body: automationToggleBodySchema,
    response: automationSwitchSchema,
    more: { 202: policyChangeAnswerSchema },
    handler: async ({ db, params, body, request, reply }) => {
      // a rule switch is a money policy: an admin with TOTP gives a fresh code (X-OpsDeck-OTP)
      if (AUTOMATION_SWITCHES.find((s) => s.id === params.id)?.group === 'rules') {
        await requireStepUp(request, 'policy');
      }
      const who = actorOf(request);
      const held = await requestSwitchOff(db, params.id, body.enabled, who);
      if (held) {
        reply.code(held.code);
        return held.answer;
      }
      return setSwitch(db, params.id, body.enabled, who);
    },
  }),
]);
