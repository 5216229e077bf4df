import type { Category } from '@opsdeck/shared/schemas';
import { fireEvent, screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, test, vi } from 'vitest';
import { CategoryListPage } from '../../features/content/categories/category-list-page.tsx';
import { i18n } from '../../lib/i18n.ts';
import { renderWithApp } from '../../testing/render-with-app.tsx';
import { type StubCall, stubClient } from '../../testing/stub-client.ts';
import { WAIT_FOR } from '../../testing/wait.ts';

function category(over: Partial<Category> = {}): Category {
  return {
    id: 3,
    name: 'Nature',
    slug: 'nature',
    icon: '',
    scope: 'both',
    sort: 10,
    status: 'enabled',
    wallpaperCount: 12,
    templateCount: 4,
    createdAt: '2026-01-05T02:00:00.000Z',
    updatedAt: '2026-02-01T08:00:00.000Z',
    ...over,
  };
}

describe('category list page', () => {
  beforeAll(async () => {
    await i18n.changeLanguage('en-US');
  });

  test('lists GET /admin/categories in the URL’s order and filters, one row per category', async () => {
    const stub = stubClient(() => ({
      data: {
        list: [category(), category({ id: 4, name: 'City', slug: 'city', status: 'disabled' })],
        total: 2,
      },
    }));
    renderWithApp(<CategoryListPage />, { client: stub.client, route: '/category/list?status=enabled' });
    const row = await screen.findByTestId('category-row-4');
    expect(within(row).getByText('City')).toBeTruthy();
    expect(screen.getByTestId('category-row-3').dataset.slug).toBe('nature');
    expect(stub.calls[0]?.url).toBe('/admin/categories');
    expect(stub.calls[0]?.params).toMatchObject({ status: 'enabled', current: 1, sort: 'sort:asc' });
  });

  test('the enable switch sends the new status with the row’s updatedAt, then reloads the list', async () => {
    let status: Category['status'] = 'disabled';
    const stub = stubClient((call: StubCall) => {
      if (call.method === 'GET') return { data: { list: [category({ status })], total: 1 } };
      status = 'enabled';
      return { data: category({ status }) };
    });
    renderWithApp(<CategoryListPage />, { client: stub.client, route: '/category/list' });
    fireEvent.click(await screen.findByLabelText('Enable category Nature'));
    await vi.waitFor(() => expect(stub.calls.filter((c) => c.method === 'GET')).toHaveLength(2), WAIT_FOR);
    const write = stub.calls.find((c) => c.method !== 'GET');
    expect(write?.url).toBe('/admin/categories/3/status');
    expect(write?.body).toEqual({ status: 'enabled', updatedAt: '2026-02-01T08:00:00.000Z' });
    await vi.waitFor(
      () => expect(screen.getByLabelText<HTMLInputElement>('Enable category Nature').checked).toBe(true),
      WAIT_FOR,
    );
  });
});
