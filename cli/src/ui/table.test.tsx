import { render } from 'ink-testing-library';
import { describe, expect, test } from 'vitest';
import { KeyValueList } from './key-value-list.js';
import { Table } from './table.js';

describe('Table', () => {
  test('aligns each column to its widest cell and keeps cells on one line', () => {
    const { lastFrame } = render(
      <Table
        headers={['ID', 'TYPE', 'TITLE']}
        rows={[
          [{ text: '1' }, { text: 'Notice' }, { text: 'Release\nnotes' }],
          [{ text: '120' }, { text: 'Todo', tone: 'strong' }, { text: '' }],
        ]}
        color={false}
      />,
    );
    expect(lastFrame()).toMatchInlineSnapshot(`
      "ID   TYPE    TITLE
      1    Notice  Release notes
      120  Todo"
    `);
  });

  test('truncates the last column to the terminal width', () => {
    const { lastFrame } = render(
      <Table headers={['ID', 'TITLE']} rows={[[{ text: '1' }, { text: 'x'.repeat(200) }]]} color={false} />,
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
      />,
    );
    expect(lastFrame()).toMatchInlineSnapshot(`
      "类型  标题
      通知  系统维护
      Todo  x"
    `);
  });
});

describe('KeyValueList', () => {
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
