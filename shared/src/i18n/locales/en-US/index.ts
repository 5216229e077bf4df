import { coreEn } from './core.js';

/**
 * English (en-US) strings, one file per area; every key exists in zh-CN too (a test checks it).
 * An area adds `./<area>.ts` exporting `<area>En` and spreads it here.
 */
export const enUS = {
  ...coreEn,
};

/** The shape every locale must have. */
export type LocaleResource = typeof enUS;
