import type { Category } from '@opsdeck/shared/schemas';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, test, vi } from 'vitest';
import { i18n } from '../../../lib/i18n.ts';
import { renderWithApp } from '../../../testing/render-with-app.tsx';
import { type StubCall, stubClient } from '../../../testing/stub-client.ts';
import { WAIT_FOR } from '../../../testing/wait.ts';
import { CategoryListPage } from './category-list-page.tsx';

/** The schema steps the checks load after, failing (a chunk's fetch that failed) while `offline`. */
const net = vi.hoisted(() => ({ offline: true, tries: 0 }));
vi.mock('../../../lib/schema-steps.ts', async (load) => {
  const real = await load<typeof import('../../../lib/schema-steps.ts')>();
  return {
    ...real,
    evaluateSchemaSteps: (count?: number) => {
      net.tries += 1;
      return net.offline
        ? Promise.reject(new TypeError('Failed to fetch dynamically imported module'))
        : real.evaluateSchemaSteps(count);
    },
  };
});

const saved: Category = {
  id: 9,
  name: 'Spring',
  slug: 'spring',
  icon: '',
  scope: 'both',
  sort: 0,
  status: 'enabled',
  wallpaperCount: 0,
  templateCount: 0,
  createdAt: '2026-01-05T02:00:00.000Z',
  updatedAt: '2026-01-05T02:00:00.000Z',
};

describe('a category save whose checks could not be loaded', () => {
  beforeAll(async () => {
    await i18n.changeLanguage('en-US');
  });

  test('says so in the row with Retry instead of waiting for good; Retry loads them again and saves', async () => {
    const stub = stubClient((call: StubCall) =>
      call.method === 'GET' ? { data: { list: [], total: 0 } } : { data: saved },
    );
    const { container } = renderWithApp(<CategoryListPage />, {
      client: stub.client,
      route: '/category/list',
    });
    fireEvent.click(await screen.findByRole('button', { name: 'New category' }));
    const name = await screen.findByRole('textbox', { name: 'Name' });
    fireEvent.change(name, { target: { value: 'Spring' } });
    fireEvent.keyDown(name, { key: 'Enter' });

    const failed = await screen.findByTestId('checks-failed', undefined, WAIT_FOR);
    expect(failed.getAttribute('role')).toBe('alert');
    expect(failed.textContent).toContain('The form’s checks could not be loaded; nothing was sent.');
    expect(stub.calls.filter((c) => c.method === 'POST')).toEqual([]);
    // the Save button no longer spins: the save is not waiting any more
    const row = screen.getByTestId('category-new');
    expect(within(row).getByRole('button', { name: 'Save' }).classList.contains('bp6-loading')).toBe(false);

    const triesBefore = net.tries;
    net.offline = false;
    fireEvent.click(within(failed).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(stub.calls.filter((c) => c.method === 'POST')).toHaveLength(1), WAIT_FOR);
    expect(net.tries).toBeGreaterThan(triesBefore);
    expect(stub.calls.find((c) => c.method === 'POST')?.body).toMatchObject({
      name: 'Spring',
      slug: 'spring',
    });
    expect(container.querySelector('[data-testid="checks-failed"]')).toBeNull();
  });
});
