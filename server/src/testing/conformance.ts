import fc from 'fast-check';
import type { Operation, SchemaNode } from './fuzz.js';

/**
 * Conformance requests generated from the OpenAPI document: values the document's schemas allow
 * (the server must not refuse them with a 400) and values one schema rule forbids (the server must
 * refuse them with a 400, or a 404 for a path id). One part of a request varies at a time; the rest
 * is a valid sample, so an answer can be blamed on the part that varied.
 */

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** The schema keywords the generator reads beyond the fuzzer's. */
export interface ConformanceSchema extends SchemaNode {
  maximum?: number;
  exclusiveMinimum?: boolean | number;
  exclusiveMaximum?: boolean | number;
  maxLength?: number;
  maxItems?: number;
  uniqueItems?: boolean;
  pattern?: string;
  nullable?: boolean;
  additionalProperties?: boolean | ConformanceSchema;
  allOf?: ConformanceSchema[];
  properties?: Record<string, ConformanceSchema>;
  items?: ConformanceSchema;
  anyOf?: ConformanceSchema[];
  oneOf?: ConformanceSchema[];
}

/** Where a value goes. Query and path values travel as text. */
export type Place = 'path' | 'query' | 'body';

const typeOf = (s: ConformanceSchema): string | undefined => (Array.isArray(s.type) ? s.type[0] : s.type);

function patternsOf(s: ConformanceSchema): RegExp[] {
  const sources = [s.pattern, ...(s.allOf ?? []).map((a) => a.pattern)].filter(
    (p): p is string => typeof p === 'string',
  );
  return sources.map((p) => new RegExp(p, 'u'));
}

function bounds(s: ConformanceSchema): { min: number; max: number } {
  const integer = typeOf(s) === 'integer';
  const step = integer ? 1 : 1e-6;
  let min = s.minimum ?? (integer ? -(2 ** 31) : -1e9);
  let max = s.maximum ?? (integer ? 2 ** 31 - 1 : 1e9);
  if (s.exclusiveMinimum === true) min += step;
  else if (typeof s.exclusiveMinimum === 'number') min = s.exclusiveMinimum + step;
  if (s.exclusiveMaximum === true) max -= step;
  else if (typeof s.exclusiveMaximum === 'number') max = s.exclusiveMaximum - step;
  return { min, max };
}

const lengthOk = (s: ConformanceSchema, v: string) =>
  [...v].length >= (s.minLength ?? 0) && [...v].length <= (s.maxLength ?? Number.POSITIVE_INFINITY);

/** Values the schema allows. `place` 'query'/'path' leaves out null (a query string cannot carry it). */
export function allowed(s: ConformanceSchema | undefined, place: Place, depth = 0): fc.Arbitrary<Json> {
  if (!s || depth > 8) return fc.constant('x');
  const nullable = s.nullable && place === 'body' ? fc.constant(null) : undefined;
  const base = allowedNonNull(s, place, depth);
  return nullable ? fc.oneof({ arbitrary: base, weight: 4 }, { arbitrary: nullable, weight: 1 }) : base;
}

function allowedNonNull(s: ConformanceSchema, place: Place, depth: number): fc.Arbitrary<Json> {
  if (s.enum?.length) return fc.constantFrom(...(s.enum.filter((v) => v !== null) as Json[]));
  const alt = s.anyOf ?? s.oneOf;
  if (alt?.length) {
    const { anyOf: _a, oneOf: _o, ...rest } = s;
    return fc.oneof(...alt.map((branch) => allowed({ ...rest, ...branch }, place, depth + 1)));
  }
  switch (typeOf(s)) {
    case 'integer': {
      const { min, max } = bounds(s);
      return fc.oneof(
        fc.constantFrom(min, max),
        fc.bigInt({ min: BigInt(Math.ceil(min)), max: BigInt(Math.floor(max)) }).map(Number),
      );
    }
    case 'number': {
      const { min, max } = bounds(s);
      return fc.oneof(
        fc.constantFrom(min, max),
        fc.double({ min, max, noNaN: true, noDefaultInfinity: true }),
      );
    }
    case 'boolean':
      return fc.boolean();
    case 'string':
      return allowedString(s);
    case 'array': {
      const minLength = s.minItems ?? 0;
      const maxLength = Math.min(s.maxItems ?? minLength + 3, minLength + 3);
      const items = allowed(s.items, 'body', depth + 1);
      return s.uniqueItems
        ? fc.uniqueArray(items, { minLength, maxLength, selector: (v) => JSON.stringify(v) })
        : fc.array(items, { minLength, maxLength });
    }
    case 'object': {
      const props = s.properties ?? {};
      const model: Record<string, fc.Arbitrary<Json>> = {};
      for (const [k, v] of Object.entries(props)) model[k] = allowed(v, 'body', depth + 1);
      return fc.record(model, {
        requiredKeys: (s.required ?? []).filter((k) => k in props),
      }) as fc.Arbitrary<Json>;
    }
    default:
      return fc.constant('x');
  }
}

function allowedString(s: ConformanceSchema): fc.Arbitrary<Json> {
  if (s.format === 'date-time') {
    return fc
      .date({
        min: new Date('1970-01-02T00:00:00Z'),
        max: new Date('2099-12-30T00:00:00Z'),
        noInvalidDate: true,
      })
      .map((d) => d.toISOString());
  }
  const patterns = patternsOf(s);
  if (s.format === 'email') return fc.emailAddress().filter((v) => lengthOk(s, v) && matchesAll(s, v));
  const minLength = s.minLength ?? 0;
  const maxLength = s.maxLength ?? minLength + 40;
  if (patterns.length) {
    const [first, ...rest] = patterns as [RegExp, ...RegExp[]];
    return fc
      .stringMatching(first)
      .filter((v) => lengthOk(s, v) && rest.every((r) => r.test(v)))
      .map((v) => v as Json);
  }
  return fc.oneof(
    fc.string({ unit: 'grapheme', minLength, maxLength: Math.min(maxLength, minLength + 40) }),
    fc.constant('x'.repeat(Math.min(maxLength, 5000))).filter((v) => lengthOk(s, v)),
  );
}

/** A fixed valid value for the schema (the sample the other parts of a request hold). */
export function validSample(s: ConformanceSchema | undefined, place: Place, seed: number): Json {
  return fc.sample(allowed(s, place), { numRuns: 1, seed })[0] as Json;
}

/** One value the schema forbids, and the rule it breaks. */
export interface Forbidden {
  value: Json;
  rule: string;
}

const matchesAll = (s: ConformanceSchema, v: string) => patternsOf(s).every((r) => r.test(v));

/**
 * Values one rule of the schema forbids. In a query string or path every value is text, so a
 * number that is not an integer or a word where a number goes is a wrong type there too.
 */
export function forbidden(s: ConformanceSchema | undefined, place: Place, sample: Json): Forbidden[] {
  if (!s) return [];
  const out: Forbidden[] = [];
  const alt = s.anyOf ?? s.oneOf;
  if (alt?.length) {
    // a value no branch takes: a type none of them has
    const types = new Set(alt.map((a) => typeOf({ ...s, ...a })));
    if (!types.has('object') && place === 'body') out.push({ value: { zz: 1 }, rule: 'type' });
    if (!types.has('string') && !alt.some((a) => a.enum)) out.push({ value: 'zz-not-any', rule: 'type' });
    return out;
  }
  if (s.enum?.length) {
    if (!s.enum.includes('zz-not-in-enum')) out.push({ value: 'zz-not-in-enum', rule: 'enum' });
    return out;
  }
  const type = typeOf(s);
  if (type === 'integer' || type === 'number') {
    const { min, max } = bounds(s);
    if (s.minimum !== undefined || s.exclusiveMinimum !== undefined)
      out.push({ value: type === 'integer' ? Math.ceil(min) - 1 : min - 1, rule: 'minimum' });
    if (s.maximum !== undefined || s.exclusiveMaximum !== undefined)
      out.push({ value: type === 'integer' ? Math.floor(max) + 1 : max + 1, rule: 'maximum' });
    if (type === 'integer') out.push({ value: Math.min(Math.max(min, 1), max) + 0.5, rule: 'integer' });
    out.push({ value: place === 'body' ? 'zz' : 'zz', rule: 'type' });
  } else if (type === 'boolean') {
    out.push({ value: place === 'body' ? 'true' : 'maybe', rule: 'type' });
  } else if (type === 'string') {
    const min = s.minLength ?? 0;
    if (min > 0) {
      const short = typeof sample === 'string' ? [...sample].slice(0, min - 1).join('') : 'x'.repeat(min - 1);
      out.push({ value: short, rule: 'minLength' });
    }
    if (s.maxLength !== undefined && !patternsOf(s).length)
      out.push({ value: 'x'.repeat(s.maxLength + 1), rule: 'maxLength' });
    if (patternsOf(s).length) {
      for (const v of [
        'zz!',
        '0000-00-00',
        '2026-02-30',
        '1969-12-31',
        '2101-01-01',
        ' ',
        '-1',
        '1'.repeat(40),
      ]) {
        if (!matchesAll(s, v) && lengthOk(s, v)) out.push({ value: v, rule: 'pattern' });
      }
    }
    if (s.format === 'date-time') out.push({ value: 'not-a-date', rule: 'format' });
    if (s.format === 'email') out.push({ value: 'not-an-email', rule: 'format' });
    if (place === 'body') out.push({ value: 12, rule: 'type' });
  } else if (type === 'array') {
    if ((s.minItems ?? 0) > 0) out.push({ value: [], rule: 'minItems' });
    if (s.maxItems !== undefined && Array.isArray(sample) && sample.length > 0) {
      out.push({ value: Array.from({ length: s.maxItems + 1 }, () => sample[0] as Json), rule: 'maxItems' });
    }
    if (place === 'body') out.push({ value: 'zz', rule: 'type' });
  } else if (type === 'object' && place === 'body') {
    const obj = (sample && typeof sample === 'object' && !Array.isArray(sample) ? sample : {}) as Record<
      string,
      Json
    >;
    for (const key of s.required ?? []) {
      const { [key]: _gone, ...rest } = obj;
      out.push({ value: rest, rule: `required ${key}` });
    }
    if (s.additionalProperties === false)
      out.push({ value: { ...obj, zzUnknown: 1 }, rule: 'additionalProperties' });
    out.push({ value: 'zz', rule: 'type' });
  }
  return out;
}

/** A request ready for `inject`, with what varied. */
export interface ConformanceRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string;
  what: string;
}

const text = (v: Json): string => (typeof v === 'string' ? v : JSON.stringify(v));

/** The sample input of an operation: every path and required query parameter, and a body. */
interface Input {
  path: Record<string, Json>;
  query: Record<string, Json>;
  body: Json | undefined;
}

function requestOf(op: Operation, input: Input, headers: Record<string, string>, what: string) {
  const path = op.path.replace(/\{(\w+)\}/g, (_m, name: string) =>
    encodeURIComponent(text(input.path[name] ?? '1')),
  );
  const qs = Object.entries(input.query)
    .flatMap(([k, v]) => (Array.isArray(v) ? v.map((x) => [k, x] as const) : [[k, v] as const]))
    .map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(text(v))}`)
    .join('&');
  const documentedHeaders = Object.fromEntries(
    op.params
      .filter((p) => p.in === 'header')
      .map((p) => [p.name, `conformance-${what.length}-${Math.random().toString(36).slice(2)}`]),
  );
  const all: Record<string, string> = { ...documentedHeaders, ...headers };
  let payload: string | undefined;
  if (input.body !== undefined) {
    all['content-type'] = 'application/json';
    payload = JSON.stringify(input.body);
  }
  return {
    method: op.method,
    url: qs ? `${path}?${qs}` : path,
    headers: all,
    ...(payload === undefined ? {} : { payload }),
    what,
  };
}

const paramSchema = (op: Operation, name: string, place: 'path' | 'query') =>
  op.params.find((p) => p.in === place && p.name === name)?.schema as ConformanceSchema | undefined;

function baseInput(op: Operation, seed: number): Input {
  const path: Record<string, Json> = {};
  const query: Record<string, Json> = {};
  for (const p of op.params) {
    if (p.in === 'path') path[p.name] = validSample(p.schema as ConformanceSchema, 'path', seed);
    if (p.in === 'query' && (p as { required?: boolean }).required)
      query[p.name] = validSample(p.schema as ConformanceSchema, 'query', seed);
  }
  const body = op.body ? validSample(op.body as ConformanceSchema, 'body', seed) : undefined;
  return { path, query, body };
}

/** Requests whose every part the document allows: `count` of them, deterministic for a seed. */
export function allowedRequests(
  op: Operation,
  count: number,
  seed: number,
  headers: Record<string, string>,
): ConformanceRequest[] {
  return Array.from({ length: count }, (_, i) => {
    const input = baseInput(op, seed + i);
    for (const p of op.params) {
      if (p.in !== 'query' || input.query[p.name] !== undefined) continue;
      if ((seed + i + p.name.length) % 2 === 0)
        input.query[p.name] = validSample(
          p.schema as ConformanceSchema,
          'query',
          seed + i * 31 + p.name.length,
        );
    }
    return requestOf(op, input, headers, `allowed #${i}: ${JSON.stringify(input).slice(0, 300)}`);
  });
}

/** Requests that break one rule of one part each (a path or query parameter, a body field or the body). */
export function forbiddenRequests(
  op: Operation,
  seed: number,
  headers: Record<string, string>,
): (ConformanceRequest & { place: Place })[] {
  const base = baseInput(op, seed);
  const out: (ConformanceRequest & { place: Place })[] = [];
  for (const p of op.params) {
    if (p.in !== 'path' && p.in !== 'query') continue;
    const schema = paramSchema(op, p.name, p.in);
    const sample = p.in === 'path' ? base.path[p.name] : validSample(schema, 'query', seed);
    for (const f of forbidden(schema, p.in, sample ?? null)) {
      const input: Input = {
        path: { ...base.path },
        query: { ...base.query },
        body: base.body,
      };
      input[p.in][p.name] = f.value;
      out.push({
        ...requestOf(op, input, headers, `${p.in} ${p.name} breaks ${f.rule}: ${text(f.value).slice(0, 60)}`),
        place: p.in,
      });
    }
  }
  if (op.body && base.body !== undefined) {
    const body = op.body as ConformanceSchema;
    for (const f of forbidden(body, 'body', base.body)) {
      out.push({
        ...requestOf(op, { ...base, body: f.value }, headers, `body breaks ${f.rule}`),
        place: 'body',
      });
    }
    const isObject = typeof base.body === 'object' && base.body !== null && !Array.isArray(base.body);
    const fields = isObject ? (body.properties ?? {}) : {};
    const obj = (isObject ? base.body : {}) as Record<string, Json>;
    for (const [name, schema] of Object.entries(fields)) {
      const sample = obj[name] ?? validSample(schema, 'body', seed);
      for (const f of forbidden(schema, 'body', sample)) {
        out.push({
          ...requestOf(
            op,
            { ...base, body: { ...obj, [name]: f.value } },
            headers,
            `body.${name} breaks ${f.rule}: ${text(f.value).slice(0, 60)}`,
          ),
          place: 'body',
        });
      }
    }
  }
  return out;
}
