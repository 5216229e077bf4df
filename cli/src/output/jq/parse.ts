/**
 * The parser of `--jq`: the subset of jq that gh documents for its own --jq and a little more
 * (see `evaluate.ts` for the functions). An expression becomes a tree of nodes; a syntax error is a
 * JqError naming what was expected and where.
 */

export class JqError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'JqError';
  }
}

export type Node =
  | { kind: 'identity' }
  | { kind: 'recurse' }
  | { kind: 'literal'; value: unknown }
  | { kind: 'index'; target: Node; key: Node; optional: boolean }
  | { kind: 'slice'; target: Node; from?: Node; to?: Node; optional: boolean }
  | { kind: 'iterate'; target: Node; optional: boolean }
  | { kind: 'pipe'; left: Node; right: Node }
  | { kind: 'comma'; left: Node; right: Node }
  | { kind: 'binary'; op: string; left: Node; right: Node }
  | { kind: 'neg'; operand: Node }
  | { kind: 'array'; body?: Node }
  | { kind: 'object'; entries: { key: Node; value: Node }[] }
  | { kind: 'call'; name: string; args: Node[] };

type Token = { type: 'num' | 'str' | 'ident' | 'field' | 'op' | 'end'; value: string; pos: number };

const OPS = ['..', '==', '!=', '<=', '>=', '//', '|', ',', '.', '[', ']', '(', ')', '{', '}', ':', '?'];
const SINGLE = '<>+-*/%';

function tokenize(src: string): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  while (i < src.length) {
    const c = src[i] as string;
    if (/\s/.test(c)) {
      i++;
      continue;
    }
    const start = i;
    if (c === '"') {
      let j = i + 1;
      while (j < src.length && src[j] !== '"') j += src[j] === '\\' ? 2 : 1;
      if (j >= src.length) throw new JqError(`unterminated string at ${start + 1}`);
      tokens.push({ type: 'str', value: JSON.parse(src.slice(i, j + 1)) as string, pos: start });
      i = j + 1;
    } else if (/[0-9]/.test(c)) {
      const m = /^[0-9]+(\.[0-9]+)?([eE][-+]?[0-9]+)?/.exec(src.slice(i)) as RegExpExecArray;
      tokens.push({ type: 'num', value: m[0], pos: start });
      i += m[0].length;
    } else if (c === '.' && /[A-Za-z_]/.test(src[i + 1] ?? '')) {
      const m = /^[A-Za-z_][A-Za-z0-9_]*/.exec(src.slice(i + 1)) as RegExpExecArray;
      tokens.push({ type: 'field', value: m[0], pos: start });
      i += 1 + m[0].length;
    } else if (/[A-Za-z_$]/.test(c)) {
      const m = /^[A-Za-z_$][A-Za-z0-9_]*/.exec(src.slice(i)) as RegExpExecArray;
      tokens.push({ type: 'ident', value: m[0], pos: start });
      i += m[0].length;
    } else {
      const op = OPS.find((o) => src.startsWith(o, i)) ?? (SINGLE.includes(c) ? c : undefined);
      if (!op) throw new JqError(`unexpected '${c}' at ${start + 1}`);
      tokens.push({ type: 'op', value: op, pos: start });
      i += op.length;
    }
  }
  tokens.push({ type: 'end', value: '', pos: src.length });
  return tokens;
}

const BINARY_LEVELS: readonly (readonly string[])[] = [
  ['//'],
  ['or'],
  ['and'],
  ['==', '!=', '<', '<=', '>', '>='],
  ['+', '-'],
  ['*', '/', '%'],
];

/** Parses a jq expression into its tree. */
export function parseJq(src: string): Node {
  const tokens = tokenize(src);
  let at = 0;
  const peek = () => tokens[at] as Token;
  const isOp = (value: string) => peek().type === 'op' && peek().value === value;
  const fail = (what: string): never => {
    const t = peek();
    throw new JqError(
      `${what} at ${t.pos + 1}${t.type === 'end' ? ' (end of expression)' : ` ('${t.value}')`}`,
    );
  };
  const expect = (value: string) => {
    if (!isOp(value)) fail(`expected '${value}'`);
    at++;
  };
  const binaryOp = (level: readonly string[]) => {
    const t = peek();
    return (t.type === 'op' || t.type === 'ident') && level.includes(t.value) ? t.value : undefined;
  };

  function pipe(): Node {
    let left = comma();
    while (isOp('|')) {
      at++;
      left = { kind: 'pipe', left, right: comma() };
    }
    return left;
  }

  function comma(): Node {
    let left = binary(0);
    while (isOp(',')) {
      at++;
      left = { kind: 'comma', left, right: binary(0) };
    }
    return left;
  }

  function binary(level: number): Node {
    const ops = BINARY_LEVELS[level];
    if (!ops) return unary();
    let left = binary(level + 1);
    for (let op = binaryOp(ops); op; op = binaryOp(ops)) {
      at++;
      left = { kind: 'binary', op, left, right: binary(level + 1) };
    }
    return left;
  }

  function unary(): Node {
    if (isOp('-')) {
      at++;
      return { kind: 'neg', operand: unary() };
    }
    return postfix(primary());
  }

  function bracket(target: Node): Node {
    at++;
    if (isOp(']')) {
      at++;
      return { kind: 'iterate', target, optional: optional() };
    }
    if (isOp(':')) {
      at++;
      const to = pipe();
      expect(']');
      return { kind: 'slice', target, to, optional: optional() };
    }
    const key = pipe();
    if (isOp(':')) {
      at++;
      const to = isOp(']') ? undefined : pipe();
      expect(']');
      return { kind: 'slice', target, from: key, ...(to ? { to } : {}), optional: optional() };
    }
    expect(']');
    return { kind: 'index', target, key, optional: optional() };
  }

  function optional(): boolean {
    if (!isOp('?')) return false;
    at++;
    return true;
  }

  function postfix(node: Node): Node {
    for (;;) {
      const t = peek();
      if (t.type === 'field') {
        at++;
        node = {
          kind: 'index',
          target: node,
          key: { kind: 'literal', value: t.value },
          optional: optional(),
        };
      } else if (isOp('.') && tokens[at + 1]?.type === 'str') {
        at++;
        const key = { kind: 'literal', value: peek().value } as const;
        at++;
        node = { kind: 'index', target: node, key, optional: optional() };
      } else if (isOp('.') && tokens[at + 1]?.value === '[') {
        at++;
      } else if (isOp('[')) {
        node = bracket(node);
      } else return node;
    }
  }

  function objectEntry(): { key: Node; value: Node } {
    const t = peek();
    let key: Node;
    if (t.type === 'ident' || t.type === 'str') {
      at++;
      key = { kind: 'literal', value: t.value };
    } else if (isOp('(')) {
      at++;
      key = pipe();
      expect(')');
    } else return fail('expected an object key');
    if (!isOp(':')) {
      // {id} is {id: .id}
      if (key.kind !== 'literal') fail("expected ':'");
      return { key, value: { kind: 'index', target: { kind: 'identity' }, key, optional: false } };
    }
    at++;
    return { key, value: binary(0) };
  }

  function primary(): Node {
    const t = peek();
    if (t.type === 'field') return { kind: 'identity' };
    if (t.type === 'num') {
      at++;
      return { kind: 'literal', value: Number(t.value) };
    }
    if (t.type === 'str') {
      at++;
      return { kind: 'literal', value: t.value };
    }
    if (t.type === 'ident') {
      at++;
      if (t.value === 'true' || t.value === 'false') return { kind: 'literal', value: t.value === 'true' };
      if (t.value === 'null') return { kind: 'literal', value: null };
      const args: Node[] = [];
      if (isOp('(')) {
        at++;
        args.push(pipe());
        expect(')');
      }
      return { kind: 'call', name: t.value, args };
    }
    if (isOp('..')) {
      at++;
      return { kind: 'recurse' };
    }
    if (isOp('.')) {
      at++;
      if (peek().type === 'str') {
        const key = { kind: 'literal', value: peek().value } as const;
        at++;
        return { kind: 'index', target: { kind: 'identity' }, key, optional: optional() };
      }
      return { kind: 'identity' };
    }
    if (isOp('(')) {
      at++;
      const inner = pipe();
      expect(')');
      return inner;
    }
    if (isOp('[')) {
      at++;
      if (isOp(']')) {
        at++;
        return { kind: 'array' };
      }
      const body = pipe();
      expect(']');
      return { kind: 'array', body };
    }
    if (isOp('{')) {
      at++;
      const entries: { key: Node; value: Node }[] = [];
      while (!isOp('}')) {
        entries.push(objectEntry());
        if (!isOp(',')) break;
        at++;
      }
      expect('}');
      return { kind: 'object', entries };
    }
    return fail('expected a value');
  }

  const tree = pipe();
  if (peek().type !== 'end') fail('unexpected input');
  return tree;
}
