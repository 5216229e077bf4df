import { protocol } from '@electric-sql/pglite';
import { describe, expect, test } from 'vitest';
import { type BoundStatement, bindExecuteSync } from './bind-messages.js';
import { concatBytes } from './bytes.js';

const { serialize } = protocol;

/** The same message through PGlite's own serializer (what prepared.ts sent before). */
function pgliteBytes(statements: readonly BoundStatement[]): Uint8Array {
  const parts: Uint8Array[] = [];
  for (const s of statements)
    parts.push(
      serialize.bind({ statement: s.statement, values: [...s.values] }),
      serialize.describe({ type: 'P' }),
      serialize.execute({}),
    );
  parts.push(serialize.sync());
  return concatBytes(parts);
}

describe('bindExecuteSync', () => {
  const name = 'ops_0123456789abcdef0123456789abcdef';
  const cases: [string, BoundStatement[]][] = [
    ['no parameters', [{ statement: name, values: [] }]],
    ['text parameters', [{ statement: name, values: ['2026-10-01', '20', '0', 'vip'] }]],
    ['NULL and the empty string', [{ statement: name, values: [null, '', null] }]],
    ['multi-byte text', [{ statement: name, values: ['快乐', 'é', '😀 emoji', '%小猫%'] }]],
    [
      'a value longer than the serializer’s first buffer',
      [{ statement: name, values: ['x'.repeat(300), '李'.repeat(200)] }],
    ],
    [
      'a batch of statements',
      [
        { statement: 'ops_fold', values: [] },
        { statement: name, values: ['2026-10-01', '2026-11-30', '2026-11-01', '2026-10-01'] },
        { statement: 'ops_payers', values: ['2026-11-01', null, '2026-10-02', '2026-10-31'] },
      ],
    ],
  ];
  test.each(cases)('%s: the bytes of PGlite’s serializer', (_, statements) => {
    const ours = bindExecuteSync(statements);
    expect(Buffer.from(ours).equals(Buffer.from(pgliteBytes(statements)))).toBe(true);
    // a buffer of its own (posted to the worker thread whole)
    expect(ours.byteOffset).toBe(0);
    expect(ours.buffer.byteLength).toBe(ours.byteLength);
  });
});
