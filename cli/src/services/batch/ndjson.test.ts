import { describe, expect, test } from 'vitest';
import { parseNdjson } from './ndjson.js';

describe('parseNdjson', () => {
  test('one object per line; blank lines skipped; CRLF and a BOM accepted', () => {
    const text =
      '\uFEFF{"member":"10104729","coins":5,"reason":"ok"}\r\n\n{"member":1,"coins":"6","reason":"x"}';
    expect(parseNdjson(text)).toEqual({
      records: [
        { line: 1, value: { member: '10104729', coins: 5, reason: 'ok' } },
        { line: 3, value: { member: 1, coins: '6', reason: 'x' } },
      ],
      problems: [],
    });
  });

  test('invalid JSON and non-objects are problems with their line', () => {
    const { records, problems } = parseNdjson('{"a":1}\n{oops\n[1,2]\n"text"\nnull\n');
    expect(records).toEqual([{ line: 1, value: { a: 1 } }]);
    expect(problems.map((p) => [p.line, p.problem])).toEqual([
      [2, 'invalidJson'],
      [3, 'notAnObject'],
      [4, 'notAnObject'],
      [5, 'notAnObject'],
    ]);
  });
});
