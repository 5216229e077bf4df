import {
  topicBulkStatusBodySchema,
  topicCreateBodySchema,
  topicListQuerySchema,
  topicSchema,
  topicStatusBodySchema,
  topicUpdateBodySchema,
} from '../schemas/content/topic.js';
import { defineResource } from './define.js';
import { RESOURCE_PATHS } from './paths.js';

/** /admin/topics. */
export const topicResource = defineResource(RESOURCE_PATHS.topic, {
  row: topicSchema,
  listQuery: topicListQuerySchema,
  create: topicCreateBodySchema,
  update: topicUpdateBodySchema,
  status: topicStatusBodySchema,
  bulkStatus: topicBulkStatusBodySchema,
});
