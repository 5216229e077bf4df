import type { HttpHandler } from 'msw';
import type { World } from '../data/world.ts';
import { createRouter, type MockOptions } from '../http/route.ts';
import { accountHandlers } from './account.ts';
import { analysisHandlers } from './analysis.ts';
import { analysisPanelHandlers } from './analysis-panels.ts';
import { approvalHandlers } from './approvals.ts';
import { channelHandlers } from './channels.ts';
import { collectionItemHandlers } from './collection-items.ts';
import { consoleHandlers } from './console.ts';
import { contentHandlers } from './content.ts';
import { dashboardHandlers } from './dashboard.ts';
import { editorialHandlers } from './editorial.ts';
import { memberHandlers } from './members.ts';
import { moneyListHandlers } from './money-lists.ts';
import { monitorHandlers } from './monitor.ts';
import { orderHandlers } from './orders.ts';
import { securityHandlers } from './security.ts';
import { setHandlers } from './sets.ts';
import { settingHandlers } from './settings.ts';
import { taskRecordHandlers } from './task-records.ts';
import { topicHandlers } from './topics.ts';
import { uploadHandlers } from './uploads.ts';

/** Every mock route over one data set: the same list for the browser worker and for tests. */
export function createHandlers(world: World, options: MockOptions): HttpHandler[] {
  const router = createRouter(world, options);
  consoleHandlers(router);
  accountHandlers(router);
  securityHandlers(router);
  dashboardHandlers(router);
  moneyListHandlers(router);
  taskRecordHandlers(router);
  memberHandlers(router);
  orderHandlers(router);
  contentHandlers(router, world);
  topicHandlers(router, world);
  editorialHandlers(router, world);
  collectionItemHandlers(router, world);
  uploadHandlers(router);
  analysisPanelHandlers(router);
  analysisHandlers(router);
  channelHandlers(router);
  setHandlers(router);
  approvalHandlers(router);
  settingHandlers(router);
  monitorHandlers(router);
  return router.handlers;
}
