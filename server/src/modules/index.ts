import type { FastifyPluginAsync } from 'fastify';
import { accountRoutes } from './account/routes.js';
import { analysisPanelRoutes } from './analysis/panels-routes.js';
import { analysisRoutes } from './analysis/routes.js';
import { apiTokenRoutes } from './api-tokens/routes.js';
import { approvalRoutes } from './approvals/routes.js';
import { authRoutes } from './auth/routes.js';
import { automationRoutes } from './automation/routes.js';
import { channelRoutes } from './channels/routes.js';
import { consumeRoutes } from './consume/routes.js';
import { contentRoutes } from './content-routes.js';
import { dashboardRoutes } from './dashboard/routes.js';
import { docsRoutes } from './docs/routes.js';
import { healthRoutes } from './health/routes.js';
import { mediaRoutes } from './media/routes.js';
import { memberRoutes } from './members/routes.js';
import { messageRoutes } from './message/routes.js';
import { monitorRoutes, monitorStreamRoutes } from './monitor/routes.js';
import { orderRoutes } from './orders/routes.js';
import { pointRoutes } from './points/routes.js';
import { policyRoutes } from './policy/routes.js';
import { reissueJobCsvRoutes, reissueJobRoutes } from './reissue-jobs/routes.js';
import { setRoutes } from './sets/routes.js';
import { shopRoutes } from './shop/routes.js';
import { taskRoutes } from './tasks/routes.js';
import { twoFactorRoutes } from './two-factor/routes.js';
import { uploadRoutes } from './uploads/routes.js';

/**
 * Every area's routes, registered under '/api'. Each route declares `config.roles` or
 * `config.public` (the app refuses to start otherwise). Areas append theirs here.
 */
export const modules: FastifyPluginAsync[] = [
  healthRoutes,
  authRoutes,
  accountRoutes,
  twoFactorRoutes,
  apiTokenRoutes,
  dashboardRoutes,
  shopRoutes,
  messageRoutes,
  docsRoutes,
  memberRoutes,
  reissueJobRoutes,
  reissueJobCsvRoutes,
  orderRoutes,
  consumeRoutes,
  taskRoutes,
  pointRoutes,
  // Content area: every declared content resource (content-routes.ts), then uploads.
  ...contentRoutes,
  uploadRoutes,
  approvalRoutes,
  mediaRoutes,
  automationRoutes,
  // Money controls: re-issue limits over rolling windows (weakening them takes a second admin).
  policyRoutes,
  // Promotion channels and curated sets.
  channelRoutes,
  setRoutes,
  // Live monitor.
  monitorStreamRoutes,
  monitorRoutes,
  analysisRoutes,
  analysisPanelRoutes,
];
