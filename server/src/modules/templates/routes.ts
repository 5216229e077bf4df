import { templateResource } from '@opsdeck/shared/resources';
import { resourceRoutes } from '../content/resource-routes.js';
import * as service from './service.js';

/** Templates: /api/admin/templates (list, detail, create, update, status, bulk status, delete). */
export const templateRoutes = resourceRoutes({
  resource: templateResource,
  list: service.listTemplates,
  get: service.getTemplate,
  create: service.createTemplate,
  update: service.updateTemplate,
  setStatus: service.setTemplateStatus,
  bulkStatus: service.bulkSetTemplateStatus,
  remove: service.deleteTemplate,
});
