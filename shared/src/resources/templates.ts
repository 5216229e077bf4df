import {
  templateBulkStatusBodySchema,
  templateCreateBodySchema,
  templateListQuerySchema,
  templateSchema,
  templateStatusBodySchema,
  templateUpdateBodySchema,
} from '../schemas/content/template.js';
import { defineResource } from './define.js';

/** /admin/templates. */
export const templateResource = defineResource('templates', {
  row: templateSchema,
  listQuery: templateListQuerySchema,
  create: templateCreateBodySchema,
  update: templateUpdateBodySchema,
  status: templateStatusBodySchema,
  bulkStatus: templateBulkStatusBodySchema,
});
