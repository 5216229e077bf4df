import type { DeepStringRecord } from '../../types.js';
import type { enUS } from '../en-US/index.js';
import { accountFieldsZh, accountZh } from './account.js';
import { analysisZh } from './analysis.js';
import { analysisPanelsZh } from './analysis-panels.js';
import { approvalsZh } from './approvals.js';
import { auditZh } from './audit.js';
import { businessFieldsZh, businessZh } from './business.js';
import { chromeZh } from './chrome.js';
import { cliZh } from './cli.js';
import { contentFieldsZh, contentZh } from './content.js';
import { contentWebZh } from './content-web.js';
import { coreZh } from './core.js';
import { dashboardZh } from './dashboard.js';
import { formsFieldsZh, formsZh } from './forms.js';
import { listsZh } from './lists.js';
import { memberOpsZh } from './member-ops.js';
import { mockZh } from './mock.js';
import { monitorZh } from './monitor.js';
import { orderDetailZh } from './order-detail.js';
import { paletteZh } from './palette.js';
import { taskRecordsZh } from './task-records.js';
import { webZh } from './web.js';

/** 简体中文 (zh-CN) strings, one file per area, the same keys as en-US. */
export const zhCN: DeepStringRecord<typeof enUS> = {
  ...coreZh,
  ...cliZh,
  ...webZh,
  ...chromeZh,
  ...businessZh,
  ...memberOpsZh,
  ...paletteZh,
  ...listsZh,
  ...contentZh,
  ...contentWebZh,
  ...formsZh,
  ...approvalsZh,
  ...accountZh,
  ...mockZh,
  ...monitorZh,
  ...analysisZh,
  ...analysisPanelsZh,
  ...dashboardZh,
  ...auditZh,
  ...taskRecordsZh,
  ...orderDetailZh,
  fields: { ...coreZh.fields, ...businessFieldsZh, ...contentFieldsZh, ...accountFieldsZh, ...formsFieldsZh },
};
