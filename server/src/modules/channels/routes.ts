import { channelCreateBodySchema, channelListSchema, channelSchema } from '@opsdeck/shared/schemas';
import { route, routesOf } from '../../http/routes.js';
import { createChannel, listChannels } from './service.js';

/** Promotion channels: any role lists them (the member filter offers them); admins create them. */
export const channelRoutes = routesOf('channels', [
  route({ url: '/admin/channels', response: channelListSchema, handler: ({ db }) => listChannels(db) }),
  route({
    method: 'POST',
    url: '/admin/channels',
    roles: ['admin'],
    body: channelCreateBodySchema,
    response: channelSchema,
    handler: ({ db, body, request }) =>
      createChannel(db, body, {
        operatorId: request.operator?.id ?? null,
        ip: request.ip,
        locale: request.locale,
      }),
  }),
]);
