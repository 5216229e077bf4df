import { Box } from 'ink';
import { render } from 'ink-testing-library';
import { describe, expect, test } from 'vitest';
import { MEMBER_FITS } from '../services/members/list.js';
import { KeyValueList } from './key-value-list.js';
import { displayWidth } from './plain.js';
import { Table } from './table.js';

describe('Table', () => {
  test('a column of numbers stands to the right, its header too; ids with letters, dates and dashes do not make one', () => {
    const { lastFrame } = render(
      <Table
        headers={['MEMBER', 'COINS', 'CHANGE', 'ORDER', 'DAY']}
        rows={[
          [{ text: 'Ada' }, { text: '1,234' }, { text: '+33.3%' }, { text: 'P001' }, { text: '2026-11-29' }],
          [{ text: 'Bo' }, { text: '5' }, { text: '\u221220' }, { text: 'P0002' }, { text: '—' }],
          [{ text: 'Cy' }, { text: '—' }, { text: '0' }, { text: '' }, { text: '' }],
        ]}
        color={false}
        width={100}
      />,
    );
    expect(lastFrame()).toBe(
      [
        'MEMBER  COINS  CHANGE  ORDER  DAY',
        'Ada     1,234  +33.3%  P001   2026-11-29',
        'Bo          5     \u221220  P0002  —',
        'Cy          —       0',
      ].join('\n'),
    );
  });

  test('aligns each column to its widest cell and keeps cells on one line', () => {
    const { lastFrame } = render(
      <Table
        headers={['ID', 'TYPE', 'TITLE']}
        rows={[
          [{ text: '1' }, { text: 'Notice' }, { text: 'Release\nnotes' }],
          [{ text: '120' }, { text: 'Todo', tone: 'strong' }, { text: '' }],
        ]}
        color={false}
        width={100}
      />,
    );
    expect(lastFrame()).toMatchInlineSnapshot(`
      " ID  TYPE    TITLE
        1  Notice  Release notes
      120  Todo"
    `);
  });

  test('truncates the last column to the terminal width', () => {
    const { lastFrame } = render(
      <Table
        headers={['ID', 'TITLE']}
        rows={[[{ text: '1' }, { text: 'x'.repeat(200) }]]}
        color={false}
        width={100}
      />,
    );
    const lines = (lastFrame() ?? '').split('\n');
    expect(Math.max(...lines.map((l) => l.length))).toBeLessThanOrEqual(100);
    expect(lines[1]).toMatch(/…$/);
  });

  test('wide characters stay aligned', () => {
    const { lastFrame } = render(
      <Table
        headers={['类型', '标题']}
        rows={[
          [{ text: '通知' }, { text: '系统维护' }],
          [{ text: 'Todo' }, { text: 'x' }],
        ]}
        color={false}
        width={100}
      />,
    );
    expect(lastFrame()).toMatchInlineSnapshot(`
      "类型  标题
      通知  系统维护
      Todo  x"
    `);
  });
});

describe('Table at 60 columns', () => {
  const headers = ['MEMBER ID', 'NICKNAME', 'PHONE', 'STATUS', 'COINS', 'POINTS', 'VIP UNTIL'];
  const row = ['25934810', '慢吞吞的小猫938', '152****6952', 'Active', '1616', '0', '2026-12-24 02:17'];
  const drawn = (width: number) =>
    render(
      <Table
        headers={headers}
        rows={[row.map((text) => ({ text }))]}
        color={false}
        width={width}
        fits={MEMBER_FITS}
        hiddenNote={(names) => `hidden: ${names.join(', ')}`}
      />,
    ).lastFrame() ?? '';

  test('drops the least important columns, keeps the rest whole, and names what it dropped', () => {
    expect(drawn(60)).toMatchInlineSnapshot(`
      "MEMBER ID  NICKNAME         STATUS  COINS  VIP UNTIL
       25934810  慢吞吞的小猫938  Active   1616  2026-12-24 02:17
      hidden: PHONE, POINTS"
    `);
    for (const line of drawn(60).split('\n')) expect(displayWidth(line)).toBeLessThanOrEqual(60);
  });

  test('at 100 columns every column shows and nothing is named', () => {
    expect(drawn(100).split('\n')).toEqual([
      'MEMBER ID  NICKNAME         PHONE        STATUS  COINS  POINTS  VIP UNTIL',
      ' 25934810  慢吞吞的小猫938  152****6952  Active   1616       0  2026-12-24 02:17',
    ]);
  });
});

describe('KeyValueList', () => {
  test('a long value wraps under itself at the terminal width, whole', () => {
    const reason = 'Compensation for ticket 4411: the live event prize was not delivered on time';
    const { lastFrame } = render(
      <Box width={40}>
        <KeyValueList
          items={[
            { label: 'Coins', value: '+5' },
            { label: 'Reason', value: reason },
          ]}
          color={false}
        />
      </Box>,
    );
    expect(lastFrame()).toMatchInlineSnapshot(`
      "Coins   +5
      Reason  Compensation for ticket 4411:
              the live event prize was not
              delivered on time"
    `);
    expect((lastFrame() ?? '').replace(/\s+/g, ' ')).toContain(reason);
  });

  test('labels in one column, values aligned after them', () => {
    const { lastFrame } = render(
      <KeyValueList
        items={[
          { label: 'Name', value: 'Wang Lin', tone: 'strong' },
          { label: 'Registration date', value: '2024-01-02' },
          { label: 'Email', value: '' },
          { label: 'Phone', value: '13800000001' },
        ]}
        color={false}
      />,
    );
    expect(lastFrame()).toMatchInlineSnapshot(`
      "Name               Wang Lin
      Registration date  2024-01-02
      Email
      Phone              13800000001"
    `);
  });
});
