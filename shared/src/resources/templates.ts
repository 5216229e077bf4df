import {
  templateBulkStatusBodySchema,
  templateCreateBodySchema,
  templateListQuerySchema,
  templateSchema,
  templateStatusBodySchema,
  templateUpdateBodySchema,
} from '../schemas/content/template.js';
import { defineResource } from './define.js';
import { RESOURCE_PATHS } from './paths.js';

/** /admin/templates. */
export const templateResource = defineResource(RESOURCE_PATHS.template, {
  row: templateSchema,
  listQuery: templateListQuerySchema,
  create: templateCreateBodySchema,
  update: templateUpdateBodySchema,
  status: templateStatusBodySchema,
  bulkStatus: templateBulkStatusBodySchema,
});
