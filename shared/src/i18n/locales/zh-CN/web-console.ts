import { accountFieldsZh, accountZh } from './account.js';
import { analysisZh } from './analysis.js';
import { analysisPanelsZh } from './analysis-panels.js';
import { apiTokensZh } from './api-tokens.js';
import { approvalsZh } from './approvals.js';
import { auditZh } from './audit.js';
import { businessFieldsZh, businessZh } from './business.js';
import { contentFieldsZh, contentZh } from './content.js';
import { contentWebZh } from './content-web.js';
import { dashboardZh } from './dashboard.js';
import { formsFieldsZh, formsZh } from './forms.js';
import { listsZh } from './lists.js';
import { memberOpsZh } from './member-ops.js';
import { mockZh } from './mock.js';
import { monitorZh } from './monitor.js';
import { orderDetailZh } from './order-detail.js';
import { paletteZh } from './palette.js';
import { policyFieldsZh, policyZh } from './policy.js';
import { reissueJobsZh } from './reissue-jobs.js';
import { taskRecordsZh } from './task-records.js';

/**
 * The signed-in console's strings (zh-CN), fetched with the signed-in shell: every area but the
 * first strings (`web-first.ts`) and the CLI's. `fields` is merged deep into the first strings'
 * `fields`. A new area of the console is spread here.
 */
export const zhCNConsole = {
  ...businessZh,
  ...memberOpsZh,
  ...paletteZh,
  ...listsZh,
  ...contentZh,
  ...contentWebZh,
  ...formsZh,
  ...approvalsZh,
  ...accountZh,
  ...apiTokensZh,
  ...mockZh,
  ...monitorZh,
  ...analysisZh,
  ...analysisPanelsZh,
  ...dashboardZh,
  ...auditZh,
  ...taskRecordsZh,
  ...policyZh,
  ...reissueJobsZh,
  ...orderDetailZh,
  fields: {
    ...policyFieldsZh,
    ...businessFieldsZh,
    ...contentFieldsZh,
    ...accountFieldsZh,
    ...formsFieldsZh,
  },
};
