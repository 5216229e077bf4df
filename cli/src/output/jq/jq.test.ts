import { describe, expect, test } from 'vitest';
import { compileJq } from './evaluate.js';

const members = [
  { id: 1, nickname: 'Ann', status: 'active', coins: 50, tags: ['vip'] },
  { id: 2, nickname: 'Bo', status: 'banned', coins: 0, tags: [] },
  { id: 3, nickname: 'Cy', status: 'active', coins: 7, tags: ['new', 'vip'] },
];

const jq = (expression: string, input: unknown = members) => compileJq(expression)(input);

describe('--jq', () => {
  test.each([
    ['.', [members]],
    ['.[0].nickname', ['Ann']],
    ['.[-1].id', [3]],
    ['.[1:].[].id', [2, 3]],
    ['.[0]["nickname"]', ['Ann']],
    ['.[] | .id', [1, 2, 3]],
    ['.[].id', [1, 2, 3]],
    ['length', [3]],
    ['.[0] | keys', [['coins', 'id', 'nickname', 'status', 'tags']]],
    ['map(.coins)', [[50, 0, 7]]],
    ['[.[] | select(.status == "active") | .nickname]', [['Ann', 'Cy']]],
    ['.[] | select(.coins > 5 and (.tags | length) > 0) | .id', [1, 3]],
    ['map(select(.status != "active")) | length', [1]],
    ['.[] | {id, name: .nickname}', members.map((m) => ({ id: m.id, name: m.nickname }))],
    ['map(.coins) | add', [57]],
    ['sort_by(.coins) | map(.id)', [[2, 3, 1]]],
    ['.[0].missing // "none"', ['none']],
    ['.[0].id, .[1].id', [1, 2]],
    ['[.[].tags[]] | unique | join(",")', ['new,vip']],
    ['.[] | select(.tags | contains(["vip"])) | .id', [1, 3]],
    ['group_by(.status) | map(length)', [[2, 1]]],
    ['.[0] | to_entries | map(.key) | first', ['id']],
    ['.[0].coins * 2 - 1', [99]],
    ['.[] | .nickname | ascii_downcase | select(startswith("b"))', ['bo']],
    ['.[0].id | tostring', ['1']],
    ['.[0].nickname?', ['Ann']],
    ['.[0].nickname.x?', []],
  ])('%s', (expression, expected) => {
    expect(jq(expression)).toEqual(expected);
  });

  test('syntax errors and type errors say what and where', () => {
    expect(() => compileJq('.[] |')).toThrow(/expected a value at 6 \(end of expression\)/);
    expect(() => compileJq('map(.id')).toThrow(/expected '\)'/);
    expect(() => compileJq('.a @ .b')).toThrow(/unexpected '@' at 4/);
    expect(() => jq('.[0].id.x')).toThrow('cannot index number with "x"');
    expect(() => jq('nope')).toThrow('nope/0 is not a function --jq knows');
  });
});
