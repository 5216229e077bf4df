import { BUSINESS_TIME_ZONE_LABEL } from '../schemas/business-time.js';

/** A locale's string tree (one language's resources, or a part of them). */
export type StringTree = Readonly<Record<string, unknown>>;

/**
 * Values every string may name without being given them: `{{zone}}` is the business time zone's
 * label (`UTC+8`), so a time column's title says in which zone its times are.
 */
export const DEFAULT_PARAMS: Readonly<Record<string, string>> = { zone: BUSINESS_TIME_ZONE_LABEL };

/**
 * The node at a dotted key. A key of the tree may hold dots itself (`mediaForm.fields` is keyed by
 * parameter paths such as `video.encoding.frameRate`, as i18next finds them in the web console): the
 * rest of the key is tried whole before it is split.
 */
function nodeAt(node: unknown, key: string): unknown {
  if (node === null || typeof node !== 'object') return undefined;
  const tree = node as Record<string, unknown>;
  if (Object.hasOwn(tree, key)) return tree[key];
  const dot = key.indexOf('.');
  if (dot < 0) return undefined;
  return nodeAt(tree[key.slice(0, dot)], key.slice(dot + 1));
}

function lookup(tree: unknown, key: string): string | undefined {
  const node = nodeAt(tree, key);
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
  // a count picks the key's plural form (`key_zero` for 0 when it has one, `key_one` for 1,
  // `key_other` else), as i18next does in the web console
  const count = params.count;
  const plural = typeof count === 'number' ? [`${key}_${count === 1 ? 'one' : 'other'}`, key] : [key];
  const keys = count === 0 ? [`${key}_zero`, ...plural] : plural;
  for (const tree of trees) {
    for (const k of keys) {
      text = lookup(tree, k);
      if (text !== undefined) break;
    }
    if (text !== undefined) break;
  }
  if (text === undefined) return key;
  const template = text;
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (match: string, name: string, at: number) =>
    spacedFromHan(
      String(params[name] ?? DEFAULT_PARAMS[name] ?? ''),
      template[at - 1],
      template[at + match.length],
    ),
  );
}

const HAN = /\p{Script=Han}/u;
const LATIN_OR_DIGIT = /[A-Za-z0-9]/;

/**
 * A value put between Chinese characters with a space on the side where Latin letters or digits
 * meet them (`--reason 至少 2 个字符`, not `--reason至少`), as Chinese typesetting does.
 */
function spacedFromHan(value: string, before: string | undefined, after: string | undefined): string {
  if (value === '') return value;
  const lead = before && HAN.test(before) && LATIN_OR_DIGIT.test(value[0] ?? '') ? ' ' : '';
  const trail = after && HAN.test(after) && LATIN_OR_DIGIT.test(value.at(-1) ?? '') ? ' ' : '';
  return `${lead}${value}${trail}`;
}
