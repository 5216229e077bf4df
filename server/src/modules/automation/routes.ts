import {
  automationParamsSchema,
  automationSwitchSchema,
  automationToggleBodySchema,
  envelopeSchema,
} from '@opsdeck/shared/schemas';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../http/envelope.js';
import { listSwitches, setSwitch } from './switches.js';

/** Automation switches: any role reads them; admins turn them on or off (audited). */
export const automationRoutes: FastifyPluginAsync = async (app) => {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/admin/automation',
    {
      config: { roles: ['*'] },
      schema: { tags: ['automation'], response: { 200: envelopeSchema(z.array(automationSwitchSchema)) } },
    },
    async () => ok(await listSwitches(app.db)),
  );

  api.put(
    '/admin/automation/:id',
    {
      config: { roles: ['admin'] },
      schema: {
        tags: ['automation'],
        params: automationParamsSchema,
        body: automationToggleBodySchema,
        response: { 200: envelopeSchema(automationSwitchSchema) },
      },
    },
    async (request) =>
      ok(
        await setSwitch(app.db, request.params.id, request.body.enabled, {
          operatorId: request.operator!.id,
          ip: request.ip,
        }),
      ),
  );
};
