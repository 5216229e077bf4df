import fc from 'fast-check';

/**
 * Malformed requests generated from the OpenAPI document: for each operation, variants that break
 * one part at a time (a path id, a query parameter, a body field, the body as a whole, the content
 * type) with NUL and other control characters, huge and fractional numbers, wrong types, unknown
 * fields, bad ids, bad dates and overlong strings.
 */

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** The part of a JSON schema (as @fastify/swagger writes it) the generator reads. */
export interface SchemaNode {
  type?: string | string[];
  enum?: Json[];
  properties?: Record<string, SchemaNode>;
  required?: string[];
  items?: SchemaNode;
  anyOf?: SchemaNode[];
  oneOf?: SchemaNode[];
  minimum?: number;
  minLength?: number;
  minItems?: number;
  format?: string;
  default?: Json;
}

interface Parameter {
  in: 'path' | 'query' | 'header';
  name: string;
  schema?: SchemaNode;
}

/** One operation of the document. */
export interface Operation {
  method: string;
  path: string;
  params: Parameter[];
  body?: SchemaNode;
  multipart: boolean;
}

/** A request ready for `inject`. */
export interface FuzzRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
  /** What was broken, for the failure report. */
  what: string;
}

interface OpenApiDoc {
  paths: Record<
    string,
    Record<string, { parameters?: Parameter[]; requestBody?: unknown; consumes?: string[] }>
  >;
}

/** Every operation of the document. */
export function operationsOf(doc: OpenApiDoc): Operation[] {
  const ops: Operation[] = [];
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(methods)) {
      const content = (op.requestBody as { content?: Record<string, { schema?: SchemaNode }> } | undefined)
        ?.content;
      ops.push({
        method: method.toUpperCase(),
        path,
        params: op.parameters ?? [],
        body: content?.['application/json']?.schema,
        multipart: Boolean(content?.['multipart/form-data']) || path.endsWith('/uploads'),
      });
    }
  }
  return ops;
}

/** A plausible value for a schema: enough to get past the fields a variant does not break. */
export function sampleOf(schema: SchemaNode | undefined, depth = 0): Json {
  if (!schema || depth > 8) return null;
  if (schema.default !== undefined) return schema.default;
  if (schema.enum?.length) return schema.enum[0] as Json;
  const alt = schema.anyOf ?? schema.oneOf;
  if (alt?.length) return sampleOf(alt[0], depth + 1);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'object': {
      const out: Record<string, Json> = {};
      for (const key of schema.required ?? []) out[key] = sampleOf(schema.properties?.[key], depth + 1);
      return out;
    }
    case 'array':
      return Array.from({ length: schema.minItems ?? 0 }, () => sampleOf(schema.items, depth + 1));
    case 'integer':
    case 'number':
      return Math.max(1, schema.minimum ?? 1);
    case 'boolean':
      return false;
    case 'string':
      if (schema.format === 'date-time') return '2026-11-21T08:00:00Z';
      return 'fuzz'.padEnd(schema.minLength ?? 4, 'z');
    default:
      return null;
  }
}

const CONTROL = [
  'a\u0000b',
  '\u0000',
  '\u0001',
  'x\u0007y',
  '\u001b[31mred',
  '\u007f',
  '\u0085',
  '\ud800',
  'tail\udc00',
];
const BAD_NUMBERS = [2147483648, 4294967296, -2147483649, 2 ** 53 + 2, 1e308, -1e308, 1.5, -1, 0, 1e21];
const BAD_IDS = [
  '0x10',
  '1e3',
  '-1',
  '0',
  '2147483648',
  '99999999999999999999',
  'true',
  '1.5',
  ' 7',
  '%00',
  '%01',
  'abc',
];
const BAD_DATES = [
  '9999-12-31',
  '0000-01-01',
  '0001-01-01',
  '1969-12-31',
  '2026-02-30',
  '2026-11-21T25:00:00Z',
  '+275760-09-13',
  '2026-1-1',
  '99999-01-01',
];
const WRONG_TYPES: Json[] = [null, true, false, [], {}, [[[]]], { a: { b: { c: [] } } }, 'text', 12, -0.5];

const badString = fc.oneof(
  fc.constantFrom(...CONTROL),
  fc.constantFrom('x'.repeat(10_000), '中'.repeat(5_000), '😀'.repeat(3_000)),
  fc.string({ unit: 'binary', minLength: 1, maxLength: 30 }),
  fc.constantFrom(...BAD_DATES, ...BAD_IDS),
);
const badValue: fc.Arbitrary<Json> = fc.oneof(
  badString,
  fc.constantFrom(...BAD_NUMBERS),
  fc.constantFrom(...WRONG_TYPES),
  fc.array(fc.oneof(badString, fc.constantFrom(...BAD_NUMBERS)), { minLength: 1, maxLength: 3 }),
);

/** encodeURIComponent that also takes lone surrogates (sent as their raw UTF-8 bytes). */
function enc(s: string): string {
  try {
    return encodeURIComponent(s);
  } catch {
    return s.replace(/[\s\S]/g, (c) => {
      try {
        return encodeURIComponent(c);
      } catch {
        return '%ED%A0%80';
      }
    });
  }
}

/** A raw path value: BAD_IDS that look encoded are sent as they are. */
const pathValue = (v: string) => (/^%[0-9A-F]{2}$/i.test(v) ? v : enc(v));

function urlOf(op: Operation, pathValues: Record<string, string>, query: [string, string][]): string {
  const path = op.path.replace(/\{(\w+)\}/g, (_m, name: string) => pathValues[name] ?? '1');
  const qs = query.map(([k, v]) => `${enc(k)}=${enc(v)}`).join('&');
  return qs ? `${path}?${qs}` : path;
}

type Mutation =
  | { kind: 'path'; name: string; value: string }
  | { kind: 'query'; name: string; value: string }
  | { kind: 'field'; name: string; value: Json; inArray: boolean }
  | { kind: 'body'; value: Json }
  | { kind: 'raw'; contentType: string; payload: string }
  | { kind: 'multipart'; contentType: string; payload: Uint8Array };

const RAW_BODIES = [
  '{',
  '{"a":',
  '[1,2',
  'null',
  '"str"',
  '{"__proto__":{"x":1}}',
  '{"constructor":{"prototype":{"x":1}}}',
  '1e400',
  `${'['.repeat(5000)}${']'.repeat(5000)}`,
  '\u0000',
];
const CONTENT_TYPES = [
  'application/json',
  'text/plain',
  'application/xml',
  'application/x-www-form-urlencoded',
  'application/json; charset=latin1',
];
const UNKNOWN_NAMES = ['__proto__', 'constructor', 'unknown', 'x\u0000y', 'id', ''];

/** The kinds of bad value; each target of an operation gets them in turn. */
const CATEGORIES = ['control', 'hugeNumber', 'wrongType', 'badId', 'badDate', 'overlong', 'random'] as const;
type Category = (typeof CATEGORIES)[number];

const badValuesOf: Record<Category, fc.Arbitrary<Json>> = {
  control: fc.oneof(
    fc.constantFrom(...CONTROL),
    fc.constantFrom(...CONTROL).map((c) => `ok ${c} ok`),
  ),
  hugeNumber: fc.oneof(fc.constantFrom(...BAD_NUMBERS), fc.constantFrom(...BAD_NUMBERS.map(String))),
  wrongType: fc.constantFrom(...WRONG_TYPES),
  badId: fc.constantFrom(...BAD_IDS),
  badDate: fc.constantFrom(...BAD_DATES),
  overlong: fc.constantFrom('x'.repeat(10_000), '中'.repeat(5_000), '😀'.repeat(3_000), '9'.repeat(400)),
  random: badValue,
};

/** What a variant can break: each path and query parameter, each body field, unknown names. */
function targetsOf(op: Operation): { kind: 'path' | 'query' | 'field'; name: string; array: boolean }[] {
  const targets: { kind: 'path' | 'query' | 'field'; name: string; array: boolean }[] = op.params
    .filter((p) => p.in === 'path' || p.in === 'query')
    .map((p) => ({ kind: p.in as 'path' | 'query', name: p.name, array: false }));
  for (const [name, schema] of Object.entries(op.body?.properties ?? {})) {
    targets.push({ kind: 'field', name, array: schema.type === 'array' });
  }
  targets.push({ kind: 'query', name: 'unknownParam', array: false });
  if (op.body) targets.push({ kind: 'field', name: 'unknownField', array: false });
  return targets;
}

const asQuery = (v: Json): string => (typeof v === 'string' ? v : JSON.stringify(v));

/** Variant i of an operation: mostly one target with one category of bad value, sometimes a broken body. */
function mutationAt(op: Operation, i: number, seed: number): Mutation {
  const pick = <T>(arb: fc.Arbitrary<T>): T => fc.sample(arb, { numRuns: 1, seed: seed + i })[0] as T;
  if (op.multipart && i % 2 === 1) {
    const boundary = pick(
      fc.constantFrom(
        '',
        '; boundary=',
        '; boundary=zzz',
        '; boundary="a b"',
        `; boundary=${'b'.repeat(200)}`,
      ),
    );
    const payload = pick(
      fc.oneof(
        fc.uint8Array({ maxLength: 200 }),
        fc
          .constantFrom(
            '--zzz\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\nabc',
            '--zzz--',
            '--yyy\r\n\r\n',
          )
          .map((s) => new TextEncoder().encode(s)),
      ),
    );
    return { kind: 'multipart', contentType: `multipart/form-data${boundary}`, payload };
  }
  if (i % 10 === 9) {
    const contentType = pick(fc.constantFrom(...CONTENT_TYPES));
    return {
      kind: 'raw',
      contentType,
      payload: pick(fc.oneof(fc.constantFrom(...RAW_BODIES), fc.string({ unit: 'binary', maxLength: 40 }))),
    };
  }
  if (op.body && i % 10 === 4)
    return {
      kind: 'body',
      value: pick(fc.oneof(fc.constantFrom(...WRONG_TYPES), fc.jsonValue() as fc.Arbitrary<Json>)),
    };
  const targets = targetsOf(op);
  const target = targets[i % targets.length]!;
  const category = CATEGORIES[(i + Math.floor(i / targets.length)) % CATEGORIES.length]!;
  const value = pick(badValuesOf[category]);
  const name = target.name.startsWith('unknown')
    ? pick(fc.constantFrom(...UNKNOWN_NAMES)) || target.name
    : target.name;
  if (target.kind === 'field') return { kind: 'field', name, value, inArray: target.array && i % 2 === 0 };
  return { kind: target.kind, name, value: asQuery(value) };
}

/** `count` malformed requests for `op` (deterministic for a seed). */
export function malformedRequests(
  op: Operation,
  count: number,
  seed: number,
  auth: Record<string, string>,
): FuzzRequest[] {
  return Array.from({ length: count }, (_, i) => {
    const m = mutationAt(op, i, seed);
    const pathValues: Record<string, string> = {};
    const query: [string, string][] = [];
    let body: Json | undefined = op.body ? sampleOf(op.body) : undefined;
    let headers: Record<string, string> = { ...auth };
    let payload: string | Buffer | undefined;
    switch (m.kind) {
      case 'path':
        pathValues[m.name] = pathValue(m.value);
        break;
      case 'query':
        query.push([m.name, m.value]);
        break;
      case 'field':
        body = { ...(body as Record<string, Json>), [m.name]: m.inArray ? [m.value] : m.value };
        break;
      case 'body':
        body = m.value;
        break;
      case 'raw':
        headers = { ...headers, 'content-type': m.contentType };
        payload = m.payload;
        body = undefined;
        break;
      case 'multipart':
        headers = { ...headers, 'content-type': m.contentType };
        payload = Buffer.from(m.payload);
        body = undefined;
        break;
    }
    if (body !== undefined && payload === undefined) {
      headers = { ...headers, 'content-type': 'application/json' };
      payload = JSON.stringify(body);
    }
    const what = JSON.stringify(m, (_k, v) =>
      typeof v === 'string' && v.length > 60
        ? `${v.slice(0, 20)}…(${v.length})`
        : v instanceof Uint8Array
          ? `<${v.length} bytes>`
          : v,
    );
    return { method: op.method, url: urlOf(op, pathValues, query), headers, payload, what };
  });
}
