import { translate } from '@opsdeck/shared/i18n';

/** A console string in English, as the suites expect to see it on the page. */
export const en = (key: string, params?: Record<string, unknown>) => translate('en-US', key, params);

/** A console string in Chinese. */
export const zh = (key: string, params?: Record<string, unknown>) => translate('zh-CN', key, params);
