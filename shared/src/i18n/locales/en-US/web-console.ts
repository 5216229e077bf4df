import { accountEn, accountFieldsEn } from './account.js';
import { analysisEn } from './analysis.js';
import { analysisPanelsEn } from './analysis-panels.js';
import { apiTokensEn } from './api-tokens.js';
import { approvalsEn } from './approvals.js';
import { auditEn } from './audit.js';
import { businessEn, businessFieldsEn } from './business.js';
import { contentEn, contentFieldsEn } from './content.js';
import { contentWebEn } from './content-web.js';
import { dashboardEn } from './dashboard.js';
import { formsEn, formsFieldsEn } from './forms.js';
import { listsEn } from './lists.js';
import { memberOpsEn } from './member-ops.js';
import { mockEn } from './mock.js';
import { monitorEn } from './monitor.js';
import { orderDetailEn } from './order-detail.js';
import { paletteEn } from './palette.js';
import { policyEn, policyFieldsEn } from './policy.js';
import { reissueJobsEn } from './reissue-jobs.js';
import { taskRecordsEn } from './task-records.js';

/**
 * The signed-in console's strings (en-US), fetched with the signed-in shell: every area but the
 * first strings (`web-first.ts`) and the CLI's. `fields` is merged deep into the first strings'
 * `fields`. A new area of the console is spread here.
 */
export const enUSConsole = {
  ...businessEn,
  ...memberOpsEn,
  ...paletteEn,
  ...listsEn,
  ...contentEn,
  ...contentWebEn,
  ...formsEn,
  ...approvalsEn,
  ...accountEn,
  ...apiTokensEn,
  ...mockEn,
  ...monitorEn,
  ...analysisEn,
  ...analysisPanelsEn,
  ...dashboardEn,
  ...auditEn,
  ...taskRecordsEn,
  ...policyEn,
  ...reissueJobsEn,
  ...orderDetailEn,
  fields: {
    ...policyFieldsEn,
    ...businessFieldsEn,
    ...contentFieldsEn,
    ...accountFieldsEn,
    ...formsFieldsEn,
  },
};
