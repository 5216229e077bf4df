import {
  topicBulkStatusBodySchema,
  topicCreateBodySchema,
  topicListQuerySchema,
  topicSchema,
  topicStatusBodySchema,
  topicUpdateBodySchema,
} from '../schemas/content/topic.js';
import { defineResource } from './define.js';

/** /admin/topics. */
export const topicResource = defineResource('topics', {
  row: topicSchema,
  listQuery: topicListQuerySchema,
  create: topicCreateBodySchema,
  update: topicUpdateBodySchema,
  status: topicStatusBodySchema,
  bulkStatus: topicBulkStatusBodySchema,
});
