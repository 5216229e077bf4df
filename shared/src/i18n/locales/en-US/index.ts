import { accountEn, accountFieldsEn } from './account.js';
import { analysisEn } from './analysis.js';
import { analysisPanelsEn } from './analysis-panels.js';
import { approvalsEn } from './approvals.js';
import { auditEn } from './audit.js';
import { businessEn, businessFieldsEn } from './business.js';
import { chromeEn } from './chrome.js';
import { cliEn } from './cli.js';
import { contentEn, contentFieldsEn } from './content.js';
import { contentWebEn } from './content-web.js';
import { coreEn } from './core.js';
import { dashboardEn } from './dashboard.js';
import { formsEn, formsFieldsEn } from './forms.js';
import { listsEn } from './lists.js';
import { memberOpsEn } from './member-ops.js';
import { mockEn } from './mock.js';
import { monitorEn } from './monitor.js';
import { orderDetailEn } from './order-detail.js';
import { paletteEn } from './palette.js';
import { taskRecordsEn } from './task-records.js';
import { webEn } from './web.js';

/**
 * English (en-US) strings, one file per area; every key exists in zh-CN too (a test checks it).
 * An area adds `./<area>.ts` exporting `<area>En` and spreads it here.
 */
export const enUS = {
  ...coreEn,
  ...cliEn,
  ...webEn,
  ...chromeEn,
  ...businessEn,
  ...memberOpsEn,
  ...paletteEn,
  ...listsEn,
  ...contentEn,
  ...contentWebEn,
  ...formsEn,
  ...approvalsEn,
  ...accountEn,
  ...mockEn,
  ...monitorEn,
  ...analysisEn,
  ...analysisPanelsEn,
  ...dashboardEn,
  ...auditEn,
  ...taskRecordsEn,
  ...orderDetailEn,
  fields: { ...coreEn.fields, ...businessFieldsEn, ...contentFieldsEn, ...accountFieldsEn, ...formsFieldsEn },
};

/** The shape every locale must have. */
export type LocaleResource = typeof enUS;
