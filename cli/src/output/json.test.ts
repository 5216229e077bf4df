import { UsageError } from '@opsdeck/shared/errors';
import { describe, expect, test } from 'vitest';
import { createTranslator } from '../i18n-bundled.js';
import { createFakeIO } from '../testing/fake-io.js';
import { parseFieldList, parseJqFlag, selectFields, writeJson, writeNdjson } from './json.js';

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
    writeJson(piped, rows, { jsonFields: ['id'] });
    expect(piped.out()).toBe('[{"id":1},{"id":2}]\n');
    const tty = createFakeIO({ stdoutTTY: true, noColor: true });
    writeJson(tty, { id: 1 });
    expect(tty.out()).toBe('{\n  "id": 1\n}\n');
  });

  test('on a terminal with colours the JSON is coloured; piped it never is', () => {
    const tty = createFakeIO({ stdoutTTY: true });
    writeJson(tty, { id: 1, name: 'a', ok: true, none: null });
    expect(tty.out()).toBe(
      '{\n  \u001b[1;34m"id"\u001b[0m: \u001b[36m1\u001b[0m,\n  \u001b[1;34m"name"\u001b[0m: \u001b[32m"a"\u001b[0m,\n' +
        '  \u001b[1;34m"ok"\u001b[0m: \u001b[33mtrue\u001b[0m,\n  \u001b[1;34m"none"\u001b[0m: \u001b[90mnull\u001b[0m\n}\n',
    );
    const piped = createFakeIO();
    writeJson(piped, { id: 1 });
    expect(piped.out()).toBe('{"id":1}\n');
  });

  test('--jq: each output on its own line, strings raw, after the field selection', () => {
    const io = createFakeIO();
    writeJson(io, rows, { jq: '.[] | .name' });
    writeJson(io, rows, { jq: 'map({id}) | .[0]' });
    writeJson(io, rows, { jsonFields: ['id'], jq: '.[0] | keys' });
    writeNdjson(io, rows, { jq: '.id' });
    expect(io.out()).toBe('a\nb\n{"id":1}\n["id"]\n1\n2\n');
  });

  test('a bad --jq is a usage error before anything runs', () => {
    expect(parseJqFlag(t, '.[] | .id')).toBe('.[] | .id');
    expect(parseJqFlag(t, undefined)).toBeUndefined();
    expect(() => parseJqFlag(t, '.[')).toThrow(UsageError);
    expect(() => parseJqFlag(t, '.[')).toThrow(/^--jq: expected a value at 3/);
  });

  test('NDJSON: one compact object per line, nothing for no rows', () => {
    const io = createFakeIO({ stdoutTTY: true });
    writeNdjson(io, rows, { jsonFields: ['id', 'name'] });
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
