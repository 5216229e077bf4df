import type { z } from 'zod';

/**
 * The one place that reads zod's internal definitions (`schema.def`), for code that turns a schema
 * into something else: the palette's argument fields, the CLI's flags, the `opsdeck …` line of an
 * action. zod 4 keeps a schema's kind in `def.type` and what it wraps in `innerType` (optional,
 * default, nullable) or `in`/`out` (a pipe, as a preprocess step makes).
 *
 * The OpenAPI document's input rules (server/src/plugins/external/openapi-input-rules.ts) read a
 * string's checks here too (`zodChecksOf`). One other module reads zod's internals, on purpose and
 * deeper than this one: the server's response writer (server/src/plugins/app/response-writer.ts)
 * compiles a response schema into one check-and-write pass and needs zod's core (`_zod`: traits,
 * checks, enum values), which a walker of `def` does not give. Anything else that needs a schema's
 * shape or checks comes here.
 */
export interface ZodDef {
  type: string;
  innerType?: z.ZodType;
  shape?: Record<string, z.ZodType>;
  entries?: Record<string, string | number>;
  element?: z.ZodType;
  in?: z.ZodType;
  out?: z.ZodType;
  checks?: readonly ZodCheckOf[];
}

/** One check of a schema (`.min()`, `.regex()`, `.trim()` …) as zod keeps it. */
interface ZodCheckOf {
  _zod: { def: ZodCheckDef };
}

/** What a check is: its kind (`min_length`, `string_format`, `overwrite` …) and what it holds. */
export interface ZodCheckDef {
  check: string;
  /** An overwrite's transform (`.trim()`, `.toLowerCase()`). */
  tx?: (value: string) => string;
  format?: string;
  pattern?: RegExp;
}

/** A schema's definition. */
export function zodDefOf(schema: z.ZodType): ZodDef {
  return (schema as unknown as { def: ZodDef }).def;
}

/**
 * The schema under its wrappers (optional, default, nullable; a preprocess pipe is read as the
 * schema it feeds) and whether a wrapper made it optional.
 */
export function unwrapZod(schema: z.ZodType): { schema: z.ZodType; optional: boolean } {
  let s = schema;
  let optional = false;
  for (;;) {
    const def = zodDefOf(s);
    if ((def.type === 'optional' || def.type === 'default' || def.type === 'nullable') && def.innerType) {
      optional = true;
      s = def.innerType;
    } else if (def.type === 'pipe' && def.in) {
      s = zodDefOf(def.in).type === 'transform' && def.out ? def.out : def.in;
    } else {
      return { schema: s, optional };
    }
  }
}

/** The fields of an object schema (under any wrappers), in order; undefined for anything else. */
export function zodShapeOf(schema: z.ZodType | undefined): Record<string, z.ZodType> | undefined {
  if (!schema) return undefined;
  const inner = unwrapZod(schema).schema;
  const def = zodDefOf(inner);
  return def.type === 'object' ? def.shape : undefined;
}

/** The kind of the schema under its wrappers (`string`, `number`, `enum` …). */
export function zodKindOf(schema: z.ZodType): string {
  return zodDefOf(unwrapZod(schema).schema).type;
}

/** A schema's own checks, in the order they run (not those of what it wraps). */
export function zodChecksOf(schema: z.ZodType): ZodCheckDef[] {
  return (zodDefOf(schema).checks ?? []).map((c) => c._zod.def);
}
