import { JqError, type Node, parseJq } from './parse.js';

/**
 * The evaluator of `--jq`. Paths (`.a.b`, `.[0]`, `.[-1]`, `.[2:4]`, `.["k"]`, `.[]`, `?`), pipes,
 * `,`, `..`, literals, `[…]` and `{…}` (with `{id}` shorthand), arithmetic, comparisons, `and`,
 * `or`, `not`, `//`, and the functions in FUNCTIONS: the subset gh documents for its --jq (paths,
 * pipes, select, map, length, keys) and the everyday ones around it. No variables, `reduce`,
 * `def`, formats or regex.
 */

type Value = unknown;
type Fn = (input: Value, args: Node[]) => Value[];

const typeOf = (v: Value): string =>
  v === null ? 'null' : Array.isArray(v) ? 'array' : typeof v === 'object' ? 'object' : typeof v;

const truthy = (v: Value) => v !== null && v !== false && v !== undefined;

/** jq's order: null < false < true < numbers < strings < arrays < objects. */
const RANK: Record<string, number> = { null: 0, boolean: 1, number: 2, string: 3, array: 4, object: 5 };
function compare(a: Value, b: Value): number {
  const ta = typeOf(a);
  const tb = typeOf(b);
  if (ta !== tb) return (RANK[ta] ?? 0) - (RANK[tb] ?? 0);
  if (ta === 'array') {
    const x = a as Value[];
    const y = b as Value[];
    for (let i = 0; i < Math.min(x.length, y.length); i++) {
      const c = compare(x[i], y[i]);
      if (c !== 0) return c;
    }
    return x.length - y.length;
  }
  if (ta === 'object') return compare(JSON.stringify(a), JSON.stringify(b));
  return (a as number) < (b as number) ? -1 : (a as number) > (b as number) ? 1 : 0;
}

const equal = (a: Value, b: Value) => compare(a, b) === 0;

/** jq's `contains`: substrings, every wanted element somewhere in an array, objects key by key. */
function contains(a: Value, b: Value): boolean {
  if (typeof a === 'string' && typeof b === 'string') return a.includes(b);
  if (Array.isArray(a) && Array.isArray(b)) return b.every((y) => a.some((x) => contains(x, y)));
  if (typeOf(a) === 'object' && typeOf(b) === 'object') {
    const x = a as Record<string, Value>;
    return Object.entries(b as object).every(([k, y]) => Object.hasOwn(x, k) && contains(x[k], y));
  }
  if (typeOf(a) !== typeOf(b)) throw new JqError(`cannot check whether ${typeOf(a)} contains ${typeOf(b)}`);
  return equal(a, b);
}

function arithmetic(op: string, a: Value, b: Value): Value {
  if (op === '+') {
    if (a === null) return b;
    if (b === null) return a;
    if (typeof a === 'number' && typeof b === 'number') return a + b;
    if (typeof a === 'string' && typeof b === 'string') return a + b;
    if (Array.isArray(a) && Array.isArray(b)) return [...a, ...b];
    if (typeOf(a) === 'object' && typeOf(b) === 'object') return { ...(a as object), ...(b as object) };
  } else if (typeof a === 'number' && typeof b === 'number') {
    if (op === '-') return a - b;
    if (op === '*') return a * b;
    if (op === '/') {
      if (b === 0) throw new JqError('cannot divide by zero');
      return a / b;
    }
    if (op === '%') return a % b;
  } else if (op === '-' && Array.isArray(a) && Array.isArray(b)) {
    return a.filter((x) => !b.some((y) => equal(x, y)));
  }
  throw new JqError(`cannot apply ${op} to ${typeOf(a)} and ${typeOf(b)}`);
}

function index(target: Value, key: Value): Value {
  if (target === null) return null;
  if (typeof key === 'string' && typeOf(target) === 'object')
    return (target as Record<string, Value>)[key] ?? null;
  if (typeof key === 'number' && Array.isArray(target)) {
    return target[key < 0 ? target.length + key : Math.floor(key)] ?? null;
  }
  throw new JqError(
    `cannot index ${typeOf(target)} with ${typeof key === 'string' ? `"${key}"` : typeOf(key)}`,
  );
}

function iterate(v: Value): Value[] {
  if (Array.isArray(v)) return v;
  if (typeOf(v) === 'object') return Object.values(v as object);
  throw new JqError(`cannot iterate over ${typeOf(v)}`);
}

function recurse(v: Value): Value[] {
  const kids = Array.isArray(v) || typeOf(v) === 'object' ? iterate(v).flatMap(recurse) : [];
  return [v, ...kids];
}

function length(v: Value): number {
  if (v === null) return 0;
  if (typeof v === 'number') return Math.abs(v);
  if (typeof v === 'string' || Array.isArray(v)) return v.length;
  if (typeOf(v) === 'object') return Object.keys(v as object).length;
  throw new JqError(`${typeOf(v)} has no length`);
}

const keys = (v: Value): Value[] => {
  if (Array.isArray(v)) return v.map((_, i) => i);
  if (typeOf(v) === 'object') return Object.keys(v as object).sort();
  throw new JqError(`${typeOf(v)} has no keys`);
};

/** The value when it is of the type a function needs, else a JqError naming both. */
function need<T>(name: string, v: Value, type: string): T {
  if (typeOf(v) !== type)
    throw new JqError(`${name} needs ${type === 'array' ? 'an' : 'a'} ${type}, not ${typeOf(v)}`);
  return v as T;
}

const one = (args: Node[], input: Value) => evaluate(args[0] as Node, input)[0];
const sortedBy = (v: Value[], by: (x: Value) => Value) =>
  v.map((x) => [by(x), x] as const).sort((a, b) => compare(a[0], b[0]));

/** The functions; a function with an argument is applied to each of the argument's outputs. */
const FUNCTIONS: Record<string, { arity: number; fn: Fn }> = {
  length: { arity: 0, fn: (v) => [length(v)] },
  keys: { arity: 0, fn: (v) => [keys(v)] },
  values: { arity: 0, fn: (v) => (v === null ? [] : [v]) },
  not: { arity: 0, fn: (v) => [!truthy(v)] },
  type: { arity: 0, fn: (v) => [typeOf(v)] },
  empty: { arity: 0, fn: () => [] },
  first: { arity: 0, fn: (v) => [index(v, 0)] },
  last: { arity: 0, fn: (v) => [index(v, -1)] },
  reverse: {
    arity: 0,
    fn: (v) => [typeof v === 'string' ? [...v].reverse().join('') : [...iterate(v)].reverse()],
  },
  add: { arity: 0, fn: (v) => [iterate(v).reduce((sum: Value, x) => arithmetic('+', sum, x), null)] },
  min: { arity: 0, fn: (v) => [[...iterate(v)].sort(compare)[0] ?? null] },
  max: { arity: 0, fn: (v) => [[...iterate(v)].sort(compare).at(-1) ?? null] },
  sort: { arity: 0, fn: (v) => [[...iterate(v)].sort(compare)] },
  unique: {
    arity: 0,
    fn: (v) => [[...iterate(v)].sort(compare).filter((x, i, a) => i === 0 || !equal(a[i - 1], x))],
  },
  tostring: { arity: 0, fn: (v) => [typeof v === 'string' ? v : JSON.stringify(v)] },
  tonumber: {
    arity: 0,
    fn: (v) => {
      const n = typeof v === 'number' ? v : Number(v);
      if (typeof v !== 'number' && (typeof v !== 'string' || Number.isNaN(n)))
        throw new JqError(`cannot parse ${JSON.stringify(v)} as a number`);
      return [n];
    },
  },
  ascii_downcase: {
    arity: 0,
    fn: (v) => [need<string>('ascii_downcase', v, 'string').toLowerCase()],
  },
  ascii_upcase: { arity: 0, fn: (v) => [need<string>('ascii_upcase', v, 'string').toUpperCase()] },
  to_entries: {
    arity: 0,
    fn: (v) => [
      Object.entries(need<object>('to_entries', v, 'object')).map(([key, value]) => ({ key, value })),
    ],
  },
  from_entries: {
    arity: 0,
    fn: (v) => [
      Object.fromEntries(
        iterate(v).map((e) => [String(index(e, 'key') ?? index(e, 'name')), index(e, 'value')]),
      ),
    ],
  },
  map: { arity: 1, fn: (v, args) => [iterate(v).flatMap((x) => evaluate(args[0] as Node, x))] },
  select: { arity: 1, fn: (v, args) => (evaluate(args[0] as Node, v).some(truthy) ? [v] : []) },
  has: {
    arity: 1,
    fn: (v, args) =>
      evaluate(args[0] as Node, v).map((k) =>
        Array.isArray(v)
          ? typeof k === 'number' && k >= 0 && k < v.length
          : Object.hasOwn(v as object, String(k)),
      ),
  },
  join: {
    arity: 1,
    fn: (v, args) =>
      evaluate(args[0] as Node, v).map((sep) =>
        iterate(v)
          .map((x) => (x === null ? '' : typeof x === 'object' ? JSON.stringify(x) : String(x)))
          .join(String(sep)),
      ),
  },
  split: {
    arity: 1,
    fn: (v, args) => [need<string>('split', v, 'string').split(String(one(args, v)))],
  },
  contains: { arity: 1, fn: (v, args) => evaluate(args[0] as Node, v).map((b) => contains(v, b)) },
  startswith: { arity: 1, fn: (v, args) => [typeof v === 'string' && v.startsWith(String(one(args, v)))] },
  endswith: { arity: 1, fn: (v, args) => [typeof v === 'string' && v.endsWith(String(one(args, v)))] },
  sort_by: {
    arity: 1,
    fn: (v, args) => [sortedBy(iterate(v), (x) => evaluate(args[0] as Node, x)).map((p) => p[1])],
  },
  group_by: {
    arity: 1,
    fn: (v, args) => {
      const groups: Value[][] = [];
      let last: Value;
      for (const [key, x] of sortedBy(iterate(v), (y) => evaluate(args[0] as Node, y))) {
        if (groups.length === 0 || !equal(key, last)) groups.push([]);
        groups.at(-1)?.push(x);
        last = key;
      }
      return [groups];
    },
  },
  any: { arity: 0, fn: (v) => [iterate(v).some(truthy)] },
  all: { arity: 0, fn: (v) => [iterate(v).every(truthy)] },
};

/** Every output of a node for one input. */
export function evaluate(node: Node, input: Value): Value[] {
  switch (node.kind) {
    case 'identity':
      return [input];
    case 'recurse':
      return recurse(input);
    case 'literal':
      return [node.value];
    case 'index':
    case 'iterate':
    case 'slice':
      return evaluate(node.target, input).flatMap((target) => {
        try {
          if (node.kind === 'iterate') return iterate(target);
          if (node.kind === 'index') return evaluate(node.key, input).map((key) => index(target, key));
          if (target === null) return [null];
          if (typeof target !== 'string' && !Array.isArray(target))
            throw new JqError(`cannot slice ${typeOf(target)}`);
          const from = node.from ? Number(evaluate(node.from, input)[0]) : 0;
          const to = node.to ? Number(evaluate(node.to, input)[0]) : undefined;
          return [target.slice(from, to)];
        } catch (err) {
          if (node.optional && err instanceof JqError) return [];
          throw err;
        }
      });
    case 'pipe':
      return evaluate(node.left, input).flatMap((v) => evaluate(node.right, v));
    case 'comma':
      return [...evaluate(node.left, input), ...evaluate(node.right, input)];
    case 'neg':
      return evaluate(node.operand, input).map((v) => arithmetic('-', 0, v));
    case 'array':
      return [node.body ? evaluate(node.body, input) : []];
    case 'object':
      return node.entries.reduce<Record<string, Value>[]>(
        (objects, { key, value }) =>
          objects.flatMap((obj) =>
            evaluate(key, input).flatMap((k) => {
              if (typeof k !== 'string') throw new JqError(`object keys must be strings, not ${typeOf(k)}`);
              return evaluate(value, input).map((v) => ({ ...obj, [k]: v }));
            }),
          ),
        [{}],
      );
    case 'binary':
      return binaryOutputs(node.op, node.left, node.right, input);
    case 'call': {
      const fn = FUNCTIONS[node.name];
      if (!fn || fn.arity !== node.args.length) {
        throw new JqError(`${node.name}/${node.args.length} is not a function --jq knows`);
      }
      return fn.fn(input, node.args);
    }
  }
}

function binaryOutputs(op: string, left: Node, right: Node, input: Value): Value[] {
  if (op === '//') {
    const found = evaluate(left, input).filter(truthy);
    return found.length > 0 ? found : evaluate(right, input);
  }
  if (op === 'and' || op === 'or') {
    return evaluate(left, input).flatMap((a) => {
      if (op === 'and' && !truthy(a)) return [false];
      if (op === 'or' && truthy(a)) return [true];
      return evaluate(right, input).map(truthy);
    });
  }
  return evaluate(right, input).flatMap((b) =>
    evaluate(left, input).map((a) => {
      switch (op) {
        case '==':
          return equal(a, b);
        case '!=':
          return !equal(a, b);
        case '<':
          return compare(a, b) < 0;
        case '<=':
          return compare(a, b) <= 0;
        case '>':
          return compare(a, b) > 0;
        case '>=':
          return compare(a, b) >= 0;
        default:
          return arithmetic(op, a, b);
      }
    }),
  );
}

/** A compiled `--jq` expression: every output for an input (a syntax error throws JqError at once). */
export function compileJq(expression: string): (input: Value) => Value[] {
  const tree = parseJq(expression);
  return (input) => evaluate(tree, input);
}
