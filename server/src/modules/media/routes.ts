import {
  mediaFieldLabelKey,
  mediaParamsChangeSchema,
  mediaParamsSchema,
  mediaParamsStateSchema,
} from '@opsdeck/shared/schemas';
import { actorOf } from '../../http/actor.js';
import { route, routesOf } from '../../http/routes.js';
import { mediaParamsState, requestMediaChange } from './params.js';

/** Media encoding parameters: any role reads them; admins ask for a change (four-eyes approval, 202). */
export const mediaRoutes = routesOf('media', [
  route({
    url: '/admin/media-params',
    response: mediaParamsStateSchema,
    handler: ({ db }) => mediaParamsState(db),
  }),
  route({
    method: 'PUT',
    url: '/admin/media-params',
    roles: ['admin'],
    body: mediaParamsSchema,
    // a refused parameter is named as the form labels it ("Encoding max rate", not "max")
    fieldLabelKey: mediaFieldLabelKey,
    status: 202,
    response: mediaParamsChangeSchema,
    handler: ({ db, body, request }) => requestMediaChange(db, body, actorOf(request)),
  }),
]);
