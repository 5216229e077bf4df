import { topicResource } from '@opsdeck/shared/resources';
import { resourceRoutes } from '../content/resource-routes.js';
import * as service from './service.js';

/** Editorial topics: /api/admin/topics (list, detail, create, update, status, bulk status, delete). */
export const topicRoutes = resourceRoutes({
  resource: topicResource,
  list: service.listTopics,
  get: service.getTopic,
  create: service.createTopic,
  update: service.updateTopic,
  setStatus: service.setTopicStatus,
  bulkStatus: service.bulkSetTopicStatus,
  remove: service.deleteTopic,
});
