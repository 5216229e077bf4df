import { type $ZodType, safeParse } from 'zod/v4/core';
import { INTEGERS_JSON, IntegersJson } from '../../http/integers-json.js';

/**
 * A response schema compiled into one function that checks an answer and writes its JSON in the
 * same pass: what `JSON.stringify(zod.parse(answer))` gives, without zod's per-value payload objects
 * and without building the stripped copy that JSON.stringify then walks again (a year's split by
 * channel is 13,000 numbers: that was most of the request's CPU after the SQL).
 *
 * It knows objects (unknown keys left out, as zod's strip), arrays, records with plain string keys,
 * strings, numbers, booleans, null, enums, literals, nullable and optional; every check of a
 * string or number runs as zod runs it (int and bounds on numbers inline). Anything else (unions,
 * defaults, dates, lazy and recursive schemas, transforms, checks on objects) is handed to zod for
 * that part of the answer. When the answer does not match, the writer gives up (returns
 * `undefined`) and the caller runs zod on the whole answer, so errors are zod's own.
 *
 * Where the schema holds an array of integers (`z.number().int()` or `z.number()` items, no other
 * check on them), the answer may hold an `IntegersJson` (http/integers-json.ts) instead: its text
 * is checked against INTEGERS_JSON and written as it is.
 */
export type ResponseWriter = (value: unknown) => string | undefined;

/** Thrown inside a writer when the answer does not match (caught by `compileResponseWriter`). */
const MISMATCH: unique symbol = Symbol('mismatch');
/** What a part of an answer writes: its JSON, or undefined to leave an object's key out. */
type Write = (value: unknown) => string | undefined;

interface Internals {
  def: {
    type: string;
    checks?: Check[];
    coerce?: boolean;
    shape?: Record<string, $ZodType>;
    catchall?: $ZodType;
    element?: $ZodType;
    innerType?: $ZodType;
    keyType?: $ZodType;
    valueType?: $ZodType;
  };
  traits: Set<string>;
  values?: Set<unknown>;
  optin?: string;
}
interface Check {
  _zod: {
    def: {
      check: string;
      when?: (payload: unknown) => boolean;
      format?: string;
      value?: unknown;
      inclusive?: boolean;
    };
    check: (payload: { value: unknown; issues: unknown[] }) => unknown;
  };
}

const internals = (schema: $ZodType) => (schema as unknown as { _zod: Internals })._zod;
const mismatch = (): never => {
  throw MISMATCH;
};

/** The checks zod runs after a schema's own parse (the schema itself first when it is a format). */
function checksOf(schema: $ZodType): Check[] {
  const zod = internals(schema);
  const checks = [...(zod.def.checks ?? [])];
  if (zod.traits.has('$ZodCheck')) checks.unshift(schema as unknown as Check);
  return checks;
}

/** Runs checks as zod's runChecks does (a check's `when` decides whether it runs); the checked value. */
function runChecks(checks: Check[], value: unknown): unknown {
  const payload = { value, issues: [] as unknown[] };
  for (const check of checks) {
    const when = check._zod.def.when;
    if (when && !when(payload)) continue;
    const ran = check._zod.check(payload);
    if (ran instanceof Promise || payload.issues.length > 0) mismatch();
  }
  return payload.value;
}

const INT_RANGES: Record<string, [number, number]> = {
  safeint: [Number.MIN_SAFE_INTEGER, Number.MAX_SAFE_INTEGER],
  int32: [-2147483648, 2147483647],
  uint32: [0, 4294967295],
};

/** A number check done inline (zod's number_format for integers, greater_than, less_than), or null. */
function inlineNumberCheck(check: Check): ((n: number) => boolean) | null {
  const def = check._zod.def;
  if (def.when) return null;
  if (def.check === 'number_format') {
    const range = INT_RANGES[def.format ?? ''];
    if (!range) return null;
    const [min, max] = range;
    return (n) => Number.isSafeInteger(n) && n >= min && n <= max;
  }
  if ((def.check === 'greater_than' || def.check === 'less_than') && typeof def.value === 'number') {
    const bound = def.value;
    if (def.check === 'greater_than') return def.inclusive ? (n) => n >= bound : (n) => n > bound;
    return def.inclusive ? (n) => n <= bound : (n) => n < bound;
  }
  return null;
}

/** The part of the answer zod checks and JSON.stringify writes (schemas this file does not know). */
function byZod(schema: $ZodType): Write {
  return (value) => {
    const result = safeParse(schema, value);
    if (!result.success) return mismatch();
    return JSON.stringify(result.data);
  };
}

/**
 * The inline test of a number schema (its type, finiteness and checks), or null when a check is one
 * zod has to run.
 */
function numberTest(schema: $ZodType): ((v: unknown) => boolean) | null {
  const inline = checksOf(schema).map(inlineNumberCheck);
  if (!inline.every((c) => c !== null)) return null;
  const tests = inline as ((n: number) => boolean)[];
  if (tests.length === 0) return (v) => typeof v === 'number' && Number.isFinite(v);
  if (tests.length === 1) {
    const [test] = tests as [(n: number) => boolean];
    return (v) => typeof v === 'number' && Number.isFinite(v) && test(v);
  }
  return (v) => typeof v === 'number' && Number.isFinite(v) && tests.every((test) => test(v));
}

function numberWriter(schema: $ZodType): Write {
  const test = numberTest(schema);
  if (test) return (v) => (test(v) ? String(v) : mismatch());
  const checks = checksOf(schema);
  return (v) =>
    typeof v === 'number' && Number.isFinite(v) ? JSON.stringify(runChecks(checks, v)) : mismatch();
}

function stringWriter(schema: $ZodType): Write {
  const checks = checksOf(schema);
  if (checks.length === 0) return (v) => (typeof v === 'string' ? JSON.stringify(v) : mismatch());
  return (v) => (typeof v === 'string' ? JSON.stringify(runChecks(checks, v)) : mismatch());
}

/** Whether every value INTEGERS_JSON admits is one this number schema accepts (an int or any number). */
function takesIntegersJson(schema: $ZodType): boolean {
  const { def } = internals(schema);
  return (
    def.type === 'number' &&
    !def.coerce &&
    checksOf(schema).every((c) => c._zod.def.check === 'number_format' && c._zod.def.format === 'safeint')
  );
}

/** A JSON value zod's enum or literal accepts as it is. */
const plainJson = (v: unknown) => v === null || ['string', 'number', 'boolean'].includes(typeof v);

/** A key JSON.stringify writes before the others (an array index). */
const INDEX = /^(0|[1-9]\d*)$/;

/** An object schema whose parse is a plain strip (no catchall, no checks), or null. */
function plainShape(schema: $ZodType): Record<string, $ZodType> | null {
  const { def } = internals(schema);
  if (def.type !== 'object' || def.catchall || checksOf(schema).length > 0) return null;
  const shape = def.shape ?? {};
  // zod leaves a declared __proto__ out and reads symbol keys too, and keys that look like array
  // indexes come first in JSON whatever the shape's order: zod's
  const keys = Object.keys(shape);
  if (keys.some((k) => k === '__proto__' || INDEX.test(k)) || Object.getOwnPropertySymbols(shape).length > 0)
    return null;
  return shape;
}

function objectWriter(shape: Record<string, $ZodType>, compiling: Set<$ZodType>): Write {
  const keys = Object.keys(shape);
  const fields = keys.map((key) => {
    const field = shape[key] as $ZodType;
    return {
      key,
      prefix: `${JSON.stringify(key)}:`,
      write: compile(field, compiling),
      optional: isOptional(field),
    };
  });
  return (v) => {
    if (typeof v !== 'object' || v === null || Array.isArray(v)) return mismatch();
    const o = v as Record<string, unknown>;
    let out = '{';
    let first = true;
    for (const f of fields) {
      const value = o[f.key];
      // an absent (or undefined) key is fine only where the schema is optional; zod decides otherwise
      if (value === undefined && !f.optional) return mismatch();
      const json = f.write(value);
      if (json === undefined) continue;
      out += first ? f.prefix : `,${f.prefix}`;
      out += json;
      first = false;
    }
    return `${out}}`;
  };
}

/** `.optional()` whose undefined zod answers without running the inner schema. */
function isOptional(schema: $ZodType): boolean {
  const zod = internals(schema);
  return (
    zod.def.type === 'optional' &&
    !zod.traits.has('$ZodExactOptional') &&
    (zod.def.checks ?? []).length === 0 &&
    internals(zod.def.innerType as $ZodType).optin !== 'optional'
  );
}

/** Length checks see the same length before and after parsing; other checks on arrays are zod's. */
const LENGTH_CHECKS = new Set(['min_length', 'max_length', 'length_equals']);

/** The test of an array item JSON.stringify can write as it is (a number, or a string without checks). */
function plainItemTest(schema: $ZodType): ((v: unknown) => boolean) | null {
  const { def } = internals(schema);
  if (def.coerce) return null;
  if (def.type === 'number') return numberTest(schema);
  if (def.type === 'string' && checksOf(schema).length === 0) return (v) => typeof v === 'string';
  return null;
}

function arrayWriter(schema: $ZodType, compiling: Set<$ZodType>): Write {
  const zod = internals(schema);
  const checks = checksOf(schema);
  if (!checks.every((c) => LENGTH_CHECKS.has(c._zod.def.check))) return byZod(schema);
  const item = zod.def.element as $ZodType;
  // numbers and strings without checks (daily series, day lists): each item tested, then written by
  // JSON.stringify itself, which writes them exactly as above
  const plain = plainItemTest(item);
  const integers = checks.length === 0 && takesIntegersJson(item);
  if (plain)
    return (v) => {
      if (v instanceof IntegersJson) return integers && INTEGERS_JSON.test(v.json) ? v.json : mismatch();
      if (!Array.isArray(v) || (v as { toJSON?: unknown }).toJSON !== undefined) return mismatch();
      if (checks.length > 0) runChecks(checks, v);
      for (let i = 0; i < v.length; i++) if (!plain(v[i])) return mismatch();
      return JSON.stringify(v);
    };
  const element = compile(item, compiling);
  return (v) => {
    if (!Array.isArray(v)) return mismatch();
    if (checks.length > 0) runChecks(checks, v);
    let out = '[';
    for (let i = 0; i < v.length; i++) {
      const json = element(v[i]);
      if (json === undefined) return mismatch();
      out += i === 0 ? json : `,${json}`;
    }
    return `${out}]`;
  };
}

/** A plain object (zod's records take only those; this is stricter, and gives up on the rest). */
const isPlain = (v: unknown): v is Record<string, unknown> => {
  if (typeof v !== 'object' || v === null) return false;
  const proto = Object.getPrototypeOf(v);
  return (proto === Object.prototype || proto === null) && Object.getOwnPropertySymbols(v).length === 0;
};

/**
 * A record keyed by an enum (zod's exhaustive record): every value of the enum in its order, no
 * other key. Keys that look like array indexes would change JSON's order: zod's.
 */
function enumRecordWriter(schema: $ZodType, keys: string[], compiling: Set<$ZodType>): Write {
  if (keys.some((k) => k === '__proto__' || INDEX.test(k))) return byZod(schema);
  const value = compile(internals(schema).def.valueType as $ZodType, compiling);
  const known = new Set(keys);
  const fields = keys.map((key) => ({ key, prefix: `${JSON.stringify(key)}:` }));
  return (v) => {
    if (!isPlain(v)) return mismatch();
    for (const k in v) if (!known.has(k)) return mismatch();
    let out = '{';
    let first = true;
    for (const f of fields) {
      const json = value(v[f.key]);
      if (json === undefined) continue;
      out += first ? f.prefix : `,${f.prefix}`;
      out += json;
      first = false;
    }
    return `${out}}`;
  };
}

function recordWriter(schema: $ZodType, compiling: Set<$ZodType>): Write {
  const { keyType, valueType, mode, partial } = internals(schema).def as Internals['def'] & {
    mode?: string;
    partial?: boolean;
  };
  const key = internals(keyType as $ZodType);
  if (mode === 'loose' || partial || key.def.coerce || checksOf(keyType as $ZodType).length > 0)
    return byZod(schema);
  if (key.def.type === 'enum' && key.values && [...key.values].every((k) => typeof k === 'string'))
    return enumRecordWriter(schema, [...key.values] as string[], compiling);
  // otherwise only plain string keys (zod checks every key against the key schema and may rewrite it)
  if (key.def.type !== 'string') return byZod(schema);
  const value = compile(valueType as $ZodType, compiling);
  return (v) => {
    if (!isPlain(v)) return mismatch();
    const o = v;
    let out = '{';
    let first = true;
    for (const k of Object.keys(o)) {
      if (k === '__proto__') continue;
      const json = value(o[k]);
      if (json === undefined) continue;
      out += first ? `${JSON.stringify(k)}:` : `,${JSON.stringify(k)}:`;
      out += json;
      first = false;
    }
    return `${out}}`;
  };
}

function compile(schema: $ZodType, compiling: Set<$ZodType>): Write {
  // a schema inside itself (recursive shapes): zod's
  if (compiling.has(schema)) return byZod(schema);
  compiling.add(schema);
  try {
    return compileOnce(schema, compiling);
  } finally {
    compiling.delete(schema);
  }
}

function compileOnce(schema: $ZodType, compiling: Set<$ZodType>): Write {
  const zod = internals(schema);
  const { def } = zod;
  if (def.coerce) return byZod(schema);
  const checked = checksOf(schema).length > 0;
  switch (def.type) {
    case 'number':
      return numberWriter(schema);
    case 'string':
      return stringWriter(schema);
    case 'boolean':
      return checked ? byZod(schema) : (v) => (typeof v === 'boolean' ? (v ? 'true' : 'false') : mismatch());
    case 'null':
      return checked ? byZod(schema) : (v) => (v === null ? 'null' : mismatch());
    case 'enum':
    case 'literal': {
      const values = zod.values;
      if (checked || !values || ![...values].every(plainJson)) return byZod(schema);
      return (v) => (values.has(v) ? JSON.stringify(v) : mismatch());
    }
    case 'nullable': {
      if (checked) return byZod(schema);
      const inner = compile(def.innerType as $ZodType, compiling);
      return (v) => (v === null ? 'null' : inner(v));
    }
    case 'optional': {
      if (!isOptional(schema)) return byZod(schema);
      const inner = compile(def.innerType as $ZodType, compiling);
      return (v) => (v === undefined ? undefined : inner(v));
    }
    case 'object': {
      const shape = plainShape(schema);
      return shape ? objectWriter(shape, compiling) : byZod(schema);
    }
    case 'intersection': {
      // two plain objects without a key in common: zod parses each side and merges them, the left's
      // keys first, which is one object of both shapes
      const { left, right } = def as unknown as { left: $ZodType; right: $ZodType };
      const a = checked ? null : plainShape(left);
      const b = plainShape(right);
      if (!a || !b || Object.keys(a).some((k) => k in b)) return byZod(schema);
      return objectWriter({ ...a, ...b }, compiling);
    }
    case 'array':
      return arrayWriter(schema, compiling);
    case 'record':
      return checked ? byZod(schema) : recordWriter(schema, compiling);
    default:
      return byZod(schema);
  }
}

/**
 * The writer of a response schema: the answer's JSON when it matches (exactly what
 * `JSON.stringify` of zod's parse gives), else `undefined` (the caller then runs zod itself).
 */
export function compileResponseWriter(schema: $ZodType): ResponseWriter {
  const write = compile(schema, new Set());
  return (value) => {
    try {
      return write(value);
    } catch (error) {
      if (error === MISMATCH) return undefined;
      throw error;
    }
  };
}
