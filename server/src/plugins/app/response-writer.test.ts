import {
  ANALYSIS_METRICS,
  analysisDimensionsSchema,
  analysisOverviewSchema,
  envelopeSchema,
} from '@opsdeck/shared/schemas';
import { describe, expect, test } from 'vitest';
import { z } from 'zod';
import { IntegersJson, integersJson } from '../../http/integers-json.js';
import { compileResponseWriter } from './response-writer.js';

/** What the serializer wrote before the writer: zod's parse, then JSON.stringify; undefined when zod refuses. */
function byZod(schema: z.ZodType, value: unknown): string | undefined {
  const result = schema.safeParse(value);
  return result.success ? JSON.stringify(result.data) : undefined;
}

/**
 * The writer answers exactly zod's JSON, and gives up (undefined) where zod refuses; `mayGiveUp`: it
 * may also give up where zod answers (the serializer then runs zod), never answer otherwise.
 */
function expectSameAsZod(schema: z.ZodType, value: unknown, mayGiveUp = false) {
  const written = compileResponseWriter(schema)(value);
  const expected = byZod(schema, value);
  if (expected === undefined || (mayGiveUp && written === undefined)) expect(written).toBeUndefined();
  else expect(written).toBe(expected);
}

const row = z.object({
  id: z.number().int().nonnegative(),
  name: z.string().min(1).max(4),
  email: z.email().nullable(),
  status: z.enum(['active', 'banned']),
  kind: z.literal('member'),
  vip: z.boolean(),
  note: z.string().optional(),
  createdAt: z.iso.datetime(),
  tags: z.array(z.string()).max(2),
  counts: z.record(z.string(), z.number().int()),
  nothing: z.null(),
});
const good = {
  id: 7,
  name: '快乐',
  email: null,
  status: 'active',
  kind: 'member',
  vip: false,
  createdAt: '2026-11-29T10:00:00.000Z',
  tags: ['a', 'b"\\\n'],
  counts: { b: 2, a: 1, 10: 3, 2: 4 },
  nothing: null,
};

describe('a response writer', () => {
  test('writes what zod and JSON.stringify write, keys in the schema order, unknown keys left out', () => {
    const value = { secret: 'x', ...good, passwordHash: 'scrypt$…', note: 'n' };
    expect(compileResponseWriter(row)(value)).toBeDefined();
    expectSameAsZod(row, value);
    expect(JSON.parse(compileResponseWriter(row)(value) ?? '')).not.toHaveProperty('passwordHash');
    expectSameAsZod(envelopeSchema(z.array(row)), { code: 200, message: 'ok', data: [good, good], extra: 1 });
  });

  test('an optional key absent or undefined is left out; a required one makes it give up', () => {
    expectSameAsZod(row, good);
    expectSameAsZod(row, { ...good, note: undefined });
    expectSameAsZod(row, { ...good, vip: undefined });
    const { vip: _, ...withoutVip } = good;
    expectSameAsZod(row, withoutVip);
  });

  test.each([
    ['a float for an int', { id: 1.5 }],
    ['a negative for a nonnegative', { id: -1 }],
    ['an unsafe integer', { id: 2 ** 53 }],
    ['NaN', { id: Number.NaN }],
    ['Infinity', { id: Number.POSITIVE_INFINITY }],
    ['a string for a number', { id: '7' }],
    ['a too long string (code points)', { name: '快乐快乐快' }],
    ['an empty string', { name: '' }],
    ['a bad email', { email: 'nope' }],
    ['a value outside the enum', { status: 'gone' }],
    ['another literal', { kind: 'admin' }],
    ['a number for a boolean', { vip: 0 }],
    ['a bad datetime', { createdAt: '2026-11-29 10:00' }],
    ['too many items', { tags: ['a', 'b', 'c'] }],
    ['an array for a record', { counts: [1] }],
    ['a float in a record', { counts: { a: 0.5 } }],
    ['a string for null', { nothing: 'null' }],
    ['null for an object', null],
  ])('gives up where zod refuses: %s', (_name, change) => {
    expectSameAsZod(row, change === null ? null : { ...good, ...change });
  });

  test('numbers and strings come out as JSON.stringify writes them', () => {
    const schema = z.object({ n: z.array(z.number()), s: z.array(z.string()) });
    expectSameAsZod(schema, {
      n: [-0, 0.1, 1e21, -1e-7, 123456789012, Number.MAX_VALUE],
      s: ['', 'é', '\u2028', '\ud800', '"', '</script>', '\u0000'],
    });
  });

  test('what it does not know is zod’s: unions, defaults, dates, transforms, refinements, catchall, lazy', () => {
    const node: z.ZodType<{ name: string; children: unknown[] }> = z.lazy(() =>
      z.object({ name: z.string(), children: z.array(node) }),
    );
    const cases: [z.ZodType, unknown][] = [
      [z.object({ u: z.union([z.number(), z.string()]) }), { u: 'x', y: 1 }],
      [z.object({ d: z.string().default('dflt') }), {}],
      [z.object({ d: z.date() }), { d: new Date(0) }],
      [z.object({ t: z.string().transform((s) => s.length) }), { t: 'abc' }],
      [z.object({ r: z.number().refine((n) => n > 1) }), { r: 2 }],
      [z.object({ r: z.number().refine((n) => n > 1) }), { r: 0 }],
      [z.object({ o: z.object({ a: z.number() }).refine((o) => o.a > 0) }), { o: { a: 1, b: 2 } }],
      [z.object({ a: z.number() }).passthrough(), { a: 1, b: 2 }],
      [z.object({ a: z.number() }).strict(), { a: 1, b: 2 }],
      [z.object({ s: z.string().trim() }), { s: '  x  ' }],
      [z.object({ x: z.unknown() }), { x: { deep: [1, undefined] } }],
      [z.object({ x: z.any().optional() }), { x: undefined }],
      [node, { name: 'a', children: [{ name: 'b', children: [], extra: 1 }] }],
      [z.array(z.number().optional()), [1, undefined, 2]],
      [z.record(z.enum(['a', 'b']), z.number()), { a: 1, b: 2 }],
      [z.object({ n: z.number().multipleOf(5) }), { n: 10 }],
      [z.object({ n: z.number().multipleOf(5) }), { n: 11 }],
    ];
    for (const [schema, value] of cases) expectSameAsZod(schema, value, true);
  });

  test('the analysis answers, as the services shape them, come out as zod wrote them', () => {
    const days = Array.from({ length: 366 }, (_, i) => `2026-${String((i % 12) + 1).padStart(2, '0')}-01`);
    const series = (k: number) => Array.from({ length: 366 }, (_, i) => (i * k) % 17);
    const dimensions = {
      from: '2025-11-23',
      to: '2026-11-23',
      dimension: 'channel',
      days,
      metrics: ['paidOrders', 'revenue', 'newMembers'],
      values: ['app', 'web', 'mini'].map((value, k) => ({
        value,
        totals: { paidOrders: k, revenue: 10 * k, newMembers: 3 },
        series: { paidOrders: series(k), revenue: series(k + 1), newMembers: series(k + 2) },
      })),
    };
    expect(analysisDimensionsSchema.safeParse(dimensions).success).toBe(true);
    const answer = { code: 200, message: 'ok', data: dimensions };
    expect(compileResponseWriter(envelopeSchema(analysisDimensionsSchema))(answer)).toBeDefined();
    expectSameAsZod(envelopeSchema(analysisDimensionsSchema), answer);
    const figure = { value: 5, previous: 4, growth: 0.25, series: series(2) };
    const overview = {
      from: '2025-11-23',
      to: '2026-11-23',
      previousFrom: '2024-11-22',
      previousTo: '2025-11-22',
      days,
      figures: Object.fromEntries(ANALYSIS_METRICS.map((m) => [m, { ...figure, extra: m }])),
      revenueByKind: [{ kind: 'vip', ...figure, growth: null }],
    };
    const envelope = envelopeSchema(analysisOverviewSchema);
    const answer2 = { code: 200, message: 'ok', data: overview };
    expect(analysisOverviewSchema.safeParse(overview).error).toBeUndefined();
    expect(compileResponseWriter(envelope)(answer2)).toBeDefined();
    expectSameAsZod(envelope, answer2);
    // an exhaustive record misses a key, or has one more: zod refuses, and so does the writer
    const { revenue: _, ...fewer } = overview.figures;
    expectSameAsZod(envelope, { ...answer2, data: { ...overview, figures: fewer } });
    expectSameAsZod(envelope, {
      ...answer2,
      data: { ...overview, figures: { ...overview.figures, x: figure } },
    });
  });

  test('an array of integers given as JSON text is checked and written as it is, or refused', () => {
    const schema = z.object({ series: z.array(z.number().int()), any: z.array(z.number()) });
    const write = compileResponseWriter(schema);
    const texts = ['[]', '[0]', '[3,0,12,-4]', `[${Number.MAX_SAFE_INTEGER.toString().slice(0, 15)}]`];
    for (const json of texts) {
      const answer = { series: integersJson(json), any: integersJson(json) };
      expect(write(answer)).toBe(`{"series":${json},"any":${json}}`);
      // the same as zod's JSON of the numbers
      expect(write(answer)).toBe(byZod(schema, { series: JSON.parse(json), any: JSON.parse(json) }));
    }
    // not integers as JSON writes them, or not safely: refused (the serializer then runs zod, which refuses too)
    for (const json of [
      '[1.5]',
      '[01]',
      '[-0]',
      '[1,]',
      '[,1]',
      '[1e3]',
      '[1234567890123456]',
      '1',
      '[1] ',
      '["1"]',
    ])
      expect(write({ series: integersJson(json), any: [] }), json).toBeUndefined();
    expect(byZod(schema, { series: new IntegersJson('[1]'), any: [] })).toBeUndefined();
    // a number check the text cannot show (bounds, a length): refused
    for (const other of [
      z.array(z.number().int().nonnegative()),
      z.array(z.number().int()).max(3),
      z.array(z.string()),
    ])
      expect(compileResponseWriter(other)(integersJson('[1]'))).toBeUndefined();
  });
});
