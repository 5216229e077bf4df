import {
  coinConsumeQuerySchema,
  coinLedgerRowSchema,
  envelopeSchema,
  pageSchema,
  unlockListQuerySchema,
  unlockRowSchema,
} from '@opsdeck/shared/schemas';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../http/envelope.js';
import { listCoinConsumption, listUnlocks } from './service.js';

const unlockPage = { 200: envelopeSchema(pageSchema(unlockRowSchema)) };

/** Consumption: VIP unlocks, coin spending and coin unlocks. */
export const consumeRoutes: FastifyPluginAsync = async (app) => {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/admin/consume/vip',
    {
      config: { roles: ['*'] },
      schema: { tags: ['consume'], querystring: unlockListQuerySchema, response: unlockPage },
    },
    async (request) => ok(await listUnlocks(app.db, 'vip', request.query)),
  );

  api.get(
    '/admin/consume/unlocked',
    {
      config: { roles: ['*'] },
      schema: { tags: ['consume'], querystring: unlockListQuerySchema, response: unlockPage },
    },
    async (request) => ok(await listUnlocks(app.db, 'coin', request.query)),
  );

  api.get(
    '/admin/consume/coin',
    {
      config: { roles: ['*'] },
      schema: {
        tags: ['consume'],
        querystring: coinConsumeQuerySchema,
        response: { 200: envelopeSchema(pageSchema(coinLedgerRowSchema)) },
      },
    },
    async (request) => ok(await listCoinConsumption(app.db, request.query)),
  );
};
