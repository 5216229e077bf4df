import {
  accountOverviewSchema,
  certificationRecordSchema,
  certificationSchema,
  envelopeSchema,
  projectSchema,
  securitySettingsSchema,
  securityUpdateBodySchema,
  teammateSchema,
} from '@opsdeck/shared/schemas';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../http/envelope.js';
import { getOverview, listProjects, listTeam } from './info.js';
import { getCertification, getSecurity, updateSecurity, withdrawRecord } from './security.js';

const recordParamsSchema = z.object({
  id: z.coerce.number('account.validation.recordId').int('account.validation.recordId').positive(),
});

/** The user centre: security settings, certification, and the info tabs (from the audit log). */
export const centreRoutes: FastifyPluginAsync = async (app) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['account'];
  const roles = ['*'] as const;

  api.get(
    '/admin/account/security',
    {
      config: { roles: [...roles] },
      schema: { tags, response: { 200: envelopeSchema(securitySettingsSchema) } },
    },
    async (request) => ok(await getSecurity(app.db, request.operator!.id)),
  );

  api.put(
    '/admin/account/security',
    {
      config: { roles: [...roles] },
      schema: {
        tags,
        body: securityUpdateBodySchema,
        response: { 200: envelopeSchema(securitySettingsSchema) },
      },
    },
    async (request) => ok(await updateSecurity(app.db, request.operator!.id, request.body, request.ip)),
  );

  api.get(
    '/admin/account/certification',
    {
      config: { roles: [...roles] },
      schema: { tags, response: { 200: envelopeSchema(certificationSchema) } },
    },
    async (request) => ok(await getCertification(app.db, request.operator!.id)),
  );

  api.post(
    '/admin/account/certification/records/:id/withdraw',
    {
      config: { roles: [...roles] },
      schema: {
        tags,
        params: recordParamsSchema,
        response: { 200: envelopeSchema(z.array(certificationRecordSchema)) },
      },
    },
    async (request) =>
      ok(
        await withdrawRecord(app.db, request.operator!.id, request.params.id, {
          ip: request.ip,
          locale: request.locale,
        }),
      ),
  );

  api.get(
    '/admin/account/overview',
    {
      config: { roles: [...roles] },
      schema: { tags, response: { 200: envelopeSchema(accountOverviewSchema) } },
    },
    async (request) => ok(await getOverview(app.db, request.operator!.id)),
  );

  api.get(
    '/admin/account/projects',
    {
      config: { roles: [...roles] },
      schema: { tags, response: { 200: envelopeSchema(z.array(projectSchema)) } },
    },
    async (request) => ok(await listProjects(app.db, request.operator!.id)),
  );

  api.get(
    '/admin/account/team',
    {
      config: { roles: [...roles] },
      schema: { tags, response: { 200: envelopeSchema(z.array(teammateSchema)) } },
    },
    async (request) => ok(await listTeam(app.db, request.operator!.id)),
  );
};
