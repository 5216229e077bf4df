import { FALLBACK_LOCALE, type Locale, resources } from './translate.js';

/** The dotted audit action codes the server writes: `<area>.<verb>`. */
const ACTION_CODE = /^[A-Za-z]+\.[A-Za-z]+$/;

function leaf(tree: unknown, path: readonly string[]): string | undefined {
  let node: unknown = tree;
  for (const part of path) {
    if (node === null || typeof node !== 'object' || !Object.hasOwn(node, part)) return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'string' ? node : undefined;
}

/** The sentence of an audit action code in the locale's words (`audit.actions.*`), or undefined. */
export function auditActionText(locale: Locale, code: string): string | undefined {
  if (!ACTION_CODE.test(code)) return undefined;
  const path = ['audit', 'actions', ...code.split('.')];
  return leaf(resources[locale].translation, path) ?? leaf(resources[FALLBACK_LOCALE].translation, path);
}

/** An audit action code as a sentence in the locale; a code without a sentence shows as it is. */
export function auditActionLabel(locale: Locale, code: string): string {
  return auditActionText(locale, code) ?? code;
}
