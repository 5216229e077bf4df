import { cleanup, fireEvent, render } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeAll, describe, expect, test, vi } from 'vitest';
import { i18n } from '../../lib/i18n.ts';
import { WAIT_FOR } from '../../testing/wait.ts';
import { DataTable, FIRST_ROWS } from './data-table.tsx';
import type { ListColumn } from './types.ts';

interface Row {
  id: number;
}
const columns: ListColumn<Row>[] = [
  { id: 'id', title: 'lists.dash', width: 80, render: (r) => `row ${r.id}`, csv: (r) => r.id },
];
const page = Array.from({ length: 20 }, (_, i) => ({ id: i + 1 }));

function Table({ rows }: { rows: readonly Row[] }) {
  const [active, setActive] = useState(0);
  return (
    <DataTable
      label="Rows"
      rows={rows}
      columns={columns}
      skeletonRows={20}
      loading={false}
      sort=""
      onSort={() => undefined}
      activeRow={active}
      onActiveRow={setActive}
      ctx={{ t: i18n.t, locale: 'en-US' }}
    />
  );
}

const drawnRows = (root: HTMLElement) => root.querySelectorAll('tbody tr[data-row]').length;

describe('data table', () => {
  beforeAll(async () => {
    // jsdom lays nothing out
    Element.prototype.scrollIntoView ??= () => undefined;
    await i18n.changeLanguage('en-US');
  });
  afterEach(cleanup);

  test('a page draws its first rows, then the rest in a render of its own', async () => {
    const { container } = render(<Table rows={page} />);
    expect(drawnRows(container)).toBe(FIRST_ROWS);
    // the rows still to come keep their place: the table is as tall as the page's rows make it
    expect(container.querySelectorAll('tbody tr.od-skeleton-row')).toHaveLength(page.length - FIRST_ROWS);
    await vi.waitFor(() => expect(drawnRows(container)).toBe(page.length), WAIT_FOR);
    expect(container.querySelectorAll('tbody tr.od-skeleton-row')).toHaveLength(0);
  });

  test('a short page is drawn at once', () => {
    const { container } = render(<Table rows={page.slice(0, 5)} />);
    expect(drawnRows(container)).toBe(5);
  });

  test('End before the rest is drawn draws it and focuses the last row', async () => {
    const { container } = render(<Table rows={page} />);
    const first = container.querySelector<HTMLElement>('tr[data-row="0"] > td')!;
    first.focus();
    fireEvent.keyDown(first, { key: 'End' });
    await vi.waitFor(() => {
      expect(drawnRows(container)).toBe(page.length);
      expect(document.activeElement?.textContent).toBe('row 20');
    }, WAIT_FOR);
  });
});
