import { describe, expect, test } from 'vitest';
import { parseCsv } from './csv.js';

describe('parseCsv (RFC 4180)', () => {
  test('plain records with LF or CRLF, line numbers from 1', () => {
    expect(parseCsv('member,coins,reason\n10104729,5,ok\r\n10104730,6,fine\n')).toEqual({
      records: [
        { line: 1, fields: ['member', 'coins', 'reason'] },
        { line: 2, fields: ['10104729', '5', 'ok'] },
        { line: 3, fields: ['10104730', '6', 'fine'] },
      ],
      problems: [],
    });
  });

  test('quoted fields hold commas, doubled quotes and line breaks; the next line number follows', () => {
    const text = 'a,b\n"x, y","say ""hi"""\n"multi\nline",z\nlast,"\r\n"\n';
    expect(parseCsv(text).records).toEqual([
      { line: 1, fields: ['a', 'b'] },
      { line: 2, fields: ['x, y', 'say "hi"'] },
      { line: 3, fields: ['multi\nline', 'z'] },
      { line: 5, fields: ['last', '\r\n'] },
    ]);
  });

  test('a byte-order mark, blank lines, empty fields and no final line break', () => {
    expect(parseCsv('\uFEFFa,b\n\n  \n,\n1,').records).toEqual([
      { line: 1, fields: ['a', 'b'] },
      { line: 4, fields: ['', ''] },
      { line: 5, fields: ['1', ''] },
    ]);
  });

  test('a lone CR ends a record too', () => {
    expect(parseCsv('a\rb\r').records.map((r) => r.fields)).toEqual([['a'], ['b']]);
  });

  test('stray and unterminated quotes are problems of their record, which is left out', () => {
    const { records, problems } = parseCsv('a,b\nx"y,1\n"ok"tail,2\ngood,3\n"open,4\nnext,5\n');
    expect(records).toEqual([
      { line: 1, fields: ['a', 'b'] },
      { line: 4, fields: ['good', '3'] },
    ]);
    expect(problems).toEqual([
      { line: 2, problem: 'strayQuote' },
      { line: 3, problem: 'strayQuote' },
      { line: 5, problem: 'unterminatedQuote' },
    ]);
  });
});
