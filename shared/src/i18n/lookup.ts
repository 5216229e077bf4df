import { BUSINESS_TIME_ZONE_LABEL } from '../schemas/business-time.js';

/** A locale's string tree (one language's resources, or a part of them). */
export type StringTree = Readonly<Record<string, unknown>>;

/**
 * Values every string may name without being given them: `{{zone}}` is the business time zone's
 * label (`UTC+8`), so a time column's title says in which zone its times are.
 */
export const DEFAULT_PARAMS: Readonly<Record<string, string>> = { zone: BUSINESS_TIME_ZONE_LABEL };

function lookup(tree: unknown, key: string): string | undefined {
  let node: unknown = tree;
  for (const part of key.split('.')) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  if (typeof node === 'string') return node;
  if (node && typeof node === 'object' && typeof (node as Record<string, unknown>)._ === 'string') {
    return (node as Record<string, string>)._;
  }
  return undefined;
}

/**
 * Translates a dotted key with `{{name}}` interpolation over string trees, the first that has the
 * key winning (the language, then its fallback); the key itself when none has it. Imports no
 * locale, so a client can load only the language it shows.
 */
export function translateIn(
  trees: readonly StringTree[],
  key: string,
  params: Record<string, unknown> = {},
): string {
  let text: string | undefined;
  for (const tree of trees) {
    text = lookup(tree, key);
    if (text !== undefined) break;
  }
  if (text === undefined) return key;
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) =>
    String(params[name] ?? DEFAULT_PARAMS[name] ?? ''),
  );
}
