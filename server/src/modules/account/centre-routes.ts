import {
  accountOverviewSchema,
  certificationRecordSchema,
  certificationSchema,
  idSchema,
  projectSchema,
  securitySettingsSchema,
  securityUpdateBodySchema,
  teammateSchema,
} from '@opsdeck/shared/schemas';
import { z } from 'zod';
import { route } from '../../http/routes.js';
import { getOverview, listProjects, listTeam } from './info.js';
import { getCertification, getSecurity, updateSecurity, withdrawRecord } from './security.js';

/** A certification record's id: its column is int4, so 1..2147483647 like every other path id. */
const recordParamsSchema = z.object({ id: idSchema });

/** The user centre: security settings, certification, and the info tabs (from the audit log). */
export const centreRoutes = [
  route({
    url: '/admin/account/security',
    response: securitySettingsSchema,
    handler: ({ db, request }) => getSecurity(db, request.operator!.id, request.locale),
  }),
  route({
    method: 'PUT',
    url: '/admin/account/security',
    body: securityUpdateBodySchema,
    response: securitySettingsSchema,
    handler: ({ db, body, request }) =>
      updateSecurity(db, request.operator!.id, body, { ip: request.ip, locale: request.locale }),
  }),
  route({
    url: '/admin/account/certification',
    response: certificationSchema,
    handler: ({ db, request }) => getCertification(db, request.operator!.id, request.locale),
  }),
  route({
    method: 'POST',
    url: '/admin/account/certification/records/:id/withdraw',
    params: recordParamsSchema,
    response: z.array(certificationRecordSchema),
    handler: ({ db, params, request }) =>
      withdrawRecord(db, request.operator!.id, params.id, { ip: request.ip, locale: request.locale }),
  }),
  route({
    url: '/admin/account/overview',
    response: accountOverviewSchema,
    handler: ({ db, request }) => getOverview(db, request.operator!.id),
  }),
  route({
    url: '/admin/account/projects',
    response: z.array(projectSchema),
    handler: ({ db, request }) => listProjects(db, request.operator!.id, request.locale),
  }),
  route({
    url: '/admin/account/team',
    response: z.array(teammateSchema),
    handler: ({ db, request }) => listTeam(db, request.operator!.id, request.locale),
  }),
];
