import { EMPTY_MEANS_ABSENT } from '@opsdeck/shared/schemas';
import { type ZodCheckDef, zodChecksOf, zodDefOf } from '@opsdeck/shared/schemas/zod-walk';
import { z } from 'zod';

type JsonSchema = Record<string, unknown>;

/**
 * The characters the input guard refuses in every text field (plugins/app/input-guard.ts), as a
 * JSON-schema pattern over code points: C0 controls but tab, line feed and carriage return, DEL,
 * C1 controls, U+FFFE, U+FFFF and lone surrogates (a pair, read as one code point, is allowed).
 */
export const NO_CONTROL_PATTERN =
  '^[^\\u0000-\\u0008\\u000B\\u000C\\u000E-\\u001F\\u007F-\\u009F\\uD800-\\uDFFF\\uFFFE\\uFFFF]*$';

// the schema's checks, read through the one walker of zod's internals (shared zod-walk.ts)
const checksOf = zodChecksOf;

function isTrim(c: ZodCheckDef): boolean {
  const tx = c.check === 'overwrite' ? c.tx : undefined;
  try {
    return tx?.(' a ') === 'a';
  } catch {
    return false;
  }
}

/** True when the string schema trims its value (before its length checks). */
const trims = (schema: z.ZodType): boolean => checksOf(schema).some(isTrim);

/** The sources of the patterns checked after the value was trimmed. */
function patternsAfterTrim(schema: z.ZodType): Set<string> {
  const checks = checksOf(schema);
  const first = checks.findIndex(isTrim);
  if (first < 0) return new Set();
  return new Set(
    checks
      .slice(first + 1)
      .map((c) => c.pattern?.source)
      .filter((p): p is string => typeof p === 'string'),
  );
}

/** Blanks a trimmed string may have around it: those the input guard lets through. */
const BLANKS = '[ \\t\\n\\r]*';

/** A pattern checked on the trimmed value holds for the raw value with blanks around it. */
function allowBlanksAround(json: JsonSchema, afterTrim: Set<string>): void {
  const wrap = (p: unknown) =>
    typeof p === 'string' && afterTrim.has(p) && p.startsWith('^') && p.endsWith('$') && !p.endsWith('\\$')
      ? `^${BLANKS}(?:${p.slice(1, -1)})${BLANKS}$`
      : p;
  if (json.pattern !== undefined) json.pattern = wrap(json.pattern);
  if (Array.isArray(json.allOf)) {
    json.allOf = (json.allOf as JsonSchema[]).map((a) =>
      a.pattern === undefined ? a : { ...a, pattern: wrap(a.pattern) },
    );
  }
}

function addPattern(json: JsonSchema, pattern: string): void {
  const present = [json.pattern, ...((json.allOf as JsonSchema[] | undefined) ?? []).map((a) => a.pattern)];
  if (present.includes(pattern)) return;
  if (json.pattern === undefined && !Array.isArray(json.allOf)) {
    json.pattern = pattern;
    return;
  }
  const allOf = Array.isArray(json.allOf) ? (json.allOf as JsonSchema[]) : [];
  if (typeof json.pattern === 'string') allOf.unshift({ type: 'string', pattern: json.pattern });
  delete json.pattern;
  allOf.push({ type: 'string', pattern });
  json.allOf = allOf;
}

/**
 * What zod's own conversion leaves out of a request schema, from the same zod schema:
 * - a string that is trimmed before `min(n)` needs n characters that are not blanks
 *   (`"  "` is refused as empty), said as a pattern, and its patterns allow blanks around;
 * - a string piped into a format (`.trim().pipe(z.email())`) carries that format and pattern;
 * - a query filter where '' means "not given" (optionalFilter) also takes '';
 * - free text (no enum, pattern or format) takes no control character (the input guard).
 */
export function inputOverride(ctx: { zodSchema: unknown; jsonSchema: JsonSchema }): void {
  const schema = ctx.zodSchema as z.ZodType;
  const json = ctx.jsonSchema;
  const def = zodDefOf(schema);

  if (def.type === 'pipe' && def.in && def.out && zodDefOf(def.out).type === 'string') {
    const out = z.toJSONSchema(def.out, {
      target: 'openapi-3.0',
      io: 'input',
      unrepresentable: 'any',
    }) as JsonSchema;
    if (typeof out.format === 'string') json.format = out.format;
    if (typeof out.pattern === 'string') {
      // the piped format checks the value the first part made: a trimmed one may have blanks around
      const wrapped = { pattern: out.pattern };
      if (trims(def.in)) allowBlanksAround(wrapped, new Set([out.pattern]));
      addPattern(json, wrapped.pattern);
    }
  }

  if (def.type === 'string' && json.type === 'string') {
    allowBlanksAround(json, patternsAfterTrim(schema));
    const freeText =
      json.enum === undefined && json.pattern === undefined && json.allOf === undefined && !json.format;
    const min = typeof json.minLength === 'number' ? json.minLength : 0;
    if (min > 0 && trims(schema)) {
      addPattern(json, min === 1 ? '\\S' : `\\S[\\s\\S]{${min - 2},}\\S`);
    }
    if (freeText) addPattern(json, NO_CONTROL_PATTERN);
  }

  if (EMPTY_MEANS_ABSENT.has(schema)) {
    const inner = { ...json };
    for (const key of Object.keys(json)) delete json[key];
    json.anyOf = [{ type: 'string', maxLength: 0 }, inner];
  }
}
