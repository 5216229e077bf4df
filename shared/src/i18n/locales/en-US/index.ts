import { cliEn } from './cli.js';
import { enUSConsole } from './web-console.js';
import { enUSFirst } from './web-first.js';

/**
 * English (en-US) strings, one file per area; every key exists in zh-CN too (a test checks it).
 * An area adds `./<area>.ts` exporting `<area>En` and spreads it in `web-first.ts` (what /login
 * shows) or `web-console.ts` (the signed-in console), or in `cli.ts` (the CLI's own strings): the
 * web console fetches its two parts separately and never the CLI's.
 */
export const enUS = {
  ...enUSFirst,
  ...cliEn,
  ...enUSConsole,
  fields: { ...enUSFirst.fields, ...enUSConsole.fields },
};

/** The shape every locale must have. */
export type LocaleResource = typeof enUS;
