import { describe, expect, test } from 'vitest';
import { createTranslator } from '../i18n-bundled.js';
import { createFakeIO } from '../testing/fake-io.js';
import { parseFieldList, selectFields, writeJson, writeNdjson } from './json.js';

const t = createTranslator('en-US');
const rows = [
  { id: 1, name: 'a', extra: true },
  { id: 2, name: 'b', extra: false },
];

describe('JSON output', () => {
  test('field selection keeps the asked fields in the asked order, per row for lists', () => {
    expect(selectFields(rows, ['name', 'id'])).toEqual([
      { name: 'a', id: 1 },
      { name: 'b', id: 2 },
    ]);
    expect(JSON.stringify(selectFields(rows[0], ['name', 'id']))).toBe('{"name":"a","id":1}');
    expect(selectFields({ id: 1 }, ['id', 'missing'])).toEqual({ id: 1 });
    expect(selectFields(rows, undefined)).toBe(rows);
  });

  test('piped JSON is one line; on a terminal it is indented', () => {
    const piped = createFakeIO();
    writeJson(piped, rows, ['id']);
    expect(piped.out()).toBe('[{"id":1},{"id":2}]\n');
    const tty = createFakeIO({ stdoutTTY: true });
    writeJson(tty, { id: 1 });
    expect(tty.out()).toBe('{\n  "id": 1\n}\n');
  });

  test('NDJSON: one compact object per line, nothing for no rows', () => {
    const io = createFakeIO({ stdoutTTY: true });
    writeNdjson(io, rows, ['id', 'name']);
    writeNdjson(io, []);
    expect(io.out()).toBe('{"id":1,"name":"a"}\n{"id":2,"name":"b"}\n');
  });

  test('a field list is checked against the known fields', () => {
    expect(parseFieldList(t, '--json', true, ['id', 'name'])).toBeUndefined();
    expect(parseFieldList(t, '--json', ' name, id ,name', ['id', 'name'])).toEqual(['name', 'id']);
    expect(() => parseFieldList(t, '--json', 'id,nope', ['id', 'name'])).toThrow(
      '--json: unknown field nope; the fields are: id, name',
    );
    expect(() => parseFieldList(t, '--ndjson', ',', ['id'])).toThrow('--ndjson: unknown field ,;');
  });
});
