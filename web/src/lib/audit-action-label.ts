import { currentLocale, i18n } from './i18n.ts';

/** The dotted audit action codes the server writes: `<area>.<verb>`. */
const ACTION_CODE = /^[A-Za-z]+\.[A-Za-z]+$/;

/**
 * An audit action code as a sentence (`audit.actions.*`, in the console's strings), or the code as it
 * is when it has none: the shared `auditActionLabel` from the strings i18next has loaded. The shared
 * one reads the shared `translate`, which holds both languages and the CLI's strings: importing it put
 * their evaluation on the monitor's first load.
 */
export function auditActionLabelOf(code: string, lng: string = currentLocale()): string {
  if (!ACTION_CODE.test(code)) return code;
  const key = `audit.actions.${code}`;
  return i18n.exists(key, { lng }) ? i18n.t(key, { lng }) : code;
}
