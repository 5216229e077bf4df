/**
 * The analysis endpoints to measure, discovered from the server's OpenAPI document: every GET under
 * /api/admin/analysis/ and /api/admin/dashboard/ without path parameters that answers JSON (an event
 * stream stays open, so it is left out). A `from`/`to` pair is run for each range; an enum query
 * parameter for each of its values; any other required parameter leaves the endpoint out (named).
 */

const PREFIXES = ['/api/admin/analysis/', '/api/admin/dashboard/'];

interface Parameter {
  name: string;
  in: string;
  required?: boolean;
  schema?: { enum?: unknown[]; anyOf?: { enum?: unknown[] }[] };
}
interface Operation {
  parameters?: Parameter[];
  responses?: Record<string, { content?: Record<string, unknown> }>;
}
export interface OpenApi {
  paths: Record<string, Record<string, Operation>>;
}

/** One measured call: its endpoint, a label of its arguments and its URL path. */
export interface BenchCall {
  endpoint: string;
  label: string;
  days: number | null;
  path: string;
}

const DAY_MS = 86_400_000;
const shift = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

const enumOf = (p: Parameter) => p.schema?.enum ?? p.schema?.anyOf?.find((s) => s.enum)?.enum;

function streams(op: Operation): boolean {
  const ok = op.responses?.['200']?.content ?? {};
  return Object.keys(ok).some((type) => type.includes('event-stream'));
}

/** Cartesian product of the enum parameters' values. */
function combinations(params: Parameter[]): Record<string, string>[] {
  let out: Record<string, string>[] = [{}];
  for (const p of params) {
    const values = (enumOf(p) ?? []).map(String);
    out = out.flatMap((o) => values.map((v) => ({ ...o, [p.name]: v })));
  }
  return out;
}

/** The calls for each endpoint: ranges of `rangeDays` ending on `today` (a business day). */
export function benchCalls(
  doc: OpenApi,
  today: string,
  rangeDays: number[],
  skipped: (line: string) => void,
): BenchCall[] {
  const calls: BenchCall[] = [];
  for (const [endpoint, ops] of Object.entries(doc.paths).sort(([a], [b]) => a.localeCompare(b))) {
    const op = ops.get;
    if (!op || !PREFIXES.some((p) => endpoint.startsWith(p))) continue;
    if (endpoint.includes('{') || streams(op)) {
      skipped(`${endpoint}: path parameters or an event stream`);
      continue;
    }
    const query = (op.parameters ?? []).filter((p) => p.in === 'query');
    const ranged = query.some((p) => p.name === 'from') && query.some((p) => p.name === 'to');
    const enums = query.filter((p) => enumOf(p) && p.name !== 'from' && p.name !== 'to');
    const missing = query.filter((p) => p.required && !enumOf(p) && p.name !== 'from' && p.name !== 'to');
    if (missing.length > 0) {
      skipped(`${endpoint}: needs ${missing.map((p) => p.name).join(', ')}`);
      continue;
    }
    const ranges: (number | null)[] = ranged ? rangeDays : [null];
    for (const args of combinations(enums)) {
      for (const days of ranges) {
        const q = new URLSearchParams(args);
        if (days !== null) {
          q.set('from', shift(today, -(days - 1)));
          q.set('to', today);
        }
        const label = Object.entries(args)
          .map(([k, v]) => `${k}=${v}`)
          .join(' ');
        const search = q.toString();
        calls.push({ endpoint, label, days, path: search ? `${endpoint}?${search}` : endpoint });
      }
    }
  }
  return calls;
}
