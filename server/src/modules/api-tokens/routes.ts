import {
  apiTokenCreateBodySchema,
  apiTokenCreatedSchema,
  apiTokenIdParamsSchema,
  apiTokenSchema,
} from '@opsdeck/shared/schemas';
import { z } from 'zod';
import { actorOf } from '../../http/actor.js';
import { route, routesOf } from '../../http/routes.js';
import { createApiToken, listApiTokens, revokeApiToken } from './service.js';

/**
 * The caller's API tokens for scripts: create (the text answered once), list, revoke. Signed-in
 * sessions only: an API token never manages tokens (`tokenScope: 'never'`).
 */
export const apiTokenRoutes = routesOf('account', [
  route({
    url: '/admin/account/tokens',
    tokenScope: 'never',
    response: z.array(apiTokenSchema),
    handler: ({ db, request }) => listApiTokens(db, request.operator!.id),
  }),
  route({
    method: 'POST',
    url: '/admin/account/tokens',
    body: apiTokenCreateBodySchema,
    response: apiTokenCreatedSchema,
    handler: ({ db, body, request }) => createApiToken(db, body, actorOf(request)),
  }),
  route({
    method: 'DELETE',
    url: '/admin/account/tokens/:id',
    params: apiTokenIdParamsSchema,
    response: apiTokenSchema,
    handler: ({ db, params, request }) => revokeApiToken(db, params.id, actorOf(request)),
  }),
]);
