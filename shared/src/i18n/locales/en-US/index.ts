import { approvalsEn } from './approvals.js';
import { businessEn, businessFieldsEn } from './business.js';
import { chromeEn } from './chrome.js';
import { cliEn } from './cli.js';
import { contentEn, contentFieldsEn } from './content.js';
import { contentWebEn } from './content-web.js';
import { coreEn } from './core.js';
import { listsEn } from './lists.js';
import { memberOpsEn } from './member-ops.js';
import { paletteEn } from './palette.js';
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
  ...approvalsEn,
  fields: { ...coreEn.fields, ...businessFieldsEn, ...contentFieldsEn },
};

/** The shape every locale must have. */
export type LocaleResource = typeof enUS;
