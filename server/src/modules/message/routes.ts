import { messageListQuerySchema, messageReadBodySchema, messageSchema } from '@opsdeck/shared/schemas';
import { z } from 'zod';
import { route, routesOf } from '../../http/routes.js';
import { listMessages, markMessagesRead } from './service.js';

const messages = z.array(messageSchema);

/** The message box: list (POST body or GET query filters) and mark read. */
export const messageRoutes = routesOf('message', [
  route({
    method: 'POST',
    url: '/message/list',
    body: messageListQuerySchema.nullish(),
    response: messages,
    handler: ({ db, body, request }) => listMessages(db, request.operator!.id, body ?? {}, request.locale),
  }),
  route({
    url: '/message/list',
    query: messageListQuerySchema,
    response: messages,
    handler: ({ db, query, request }) => listMessages(db, request.operator!.id, query, request.locale),
  }),
  route({
    method: 'POST',
    url: '/message/read',
    body: messageReadBodySchema,
    response: z.literal(true),
    handler: ({ db, body, request }) => markMessagesRead(db, request.operator!.id, body.ids),
  }),
]);
