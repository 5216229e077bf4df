import {
  moneyControlsSchema,
  moneyLimitsChangeBodySchema,
  policyChangeAnswerSchema,
} from '@opsdeck/shared/schemas';
import { actorOf } from '../../http/actor.js';
import { route, routesOf } from '../../http/routes.js';
import { requireStepUp } from '../two-factor/step-up.js';
import { changeLimits } from './change.js';
import { readControls } from './controls.js';

/**
 * Money controls (/list/card): any role reads the limits; admins change them. A change that weakens
 * a limit waits for a second admin (202 with `approvalId`); one that tightens applies at once (200).
 */
export const policyRoutes = routesOf('policy', [
  route({
    url: '/admin/money-controls',
    response: moneyControlsSchema,
    handler: ({ db, request }) => readControls(db, request.locale),
  }),
  route({
    method: 'PUT',
    url: '/admin/money-controls',
    roles: ['admin'],
    body: moneyLimitsChangeBodySchema,
    response: policyChangeAnswerSchema,
    more: { 202: policyChangeAnswerSchema },
    handler: async ({ db, body, request, reply }) => {
      // a money policy: an admin with TOTP gives a fresh code (X-OpsDeck-OTP)
      await requireStepUp(request, 'policy');
      const { code, answer } = await changeLimits(db, body, actorOf(request));
      reply.code(code);
      return answer;
    },
  }),
]);
