import { templateResource } from '@opsdeck/shared/resources';
import type { FastifyPluginAsync } from 'fastify';
import { registerResource } from '../content/resource-routes.js';
import * as service from './service.js';

/** Templates: /api/admin/templates (list, detail, create, update, status, bulk status, delete). */
export const templateRoutes: FastifyPluginAsync = async (app) => {
  registerResource(app, {
    resource: templateResource,
    list: service.listTemplates,
    get: service.getTemplate,
    create: service.createTemplate,
    update: service.updateTemplate,
    setStatus: service.setTemplateStatus,
    bulkStatus: service.bulkSetTemplateStatus,
    remove: service.deleteTemplate,
  });
};
