export { auditAreaKeys } from './audit-area.js';
export { auditActionLabel, auditActionText } from './audit-label.js';
export { enUS, type LocaleResource } from './locales/en-US/index.js';
export { zhCN } from './locales/zh-CN/index.js';
export {
  DEFAULT_LOCALE,
  FALLBACK_LOCALE,
  flattenKeys,
  isLocale,
  LOCALE_STORAGE_KEY,
  LOCALES,
  type Locale,
  resolveLocale,
  resources,
  translate,
} from './translate.js';
