import type { Category, CollectionDetail, Template, Wallpaper } from '@opsdeck/shared/schemas';
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { skipBrowserSuite } from '../helpers/browser.js';
import { apiData, useConsole } from '../helpers/console.js';
import type { RunningServer } from '../helpers/start-server.js';
import { en } from '../helpers/strings.js';
import { makePng } from './content-support.js';

describe.skipIf(skipBrowserSuite)('content screens in Chromium', () => {
  let server: RunningServer;
  let page: Page;
  let token = '';
  const problems: string[] = [];

  const api = <T>(path: string, init?: RequestInit) => apiData<T>(server.apiUrl, token, path, init);

  useConsole(problems, { width: 1440, height: 900 }, (opened) => ({ server, page, token } = opened));

  test('upload a wallpaper: checked and previewed in the browser, price validated as typed, found in the list', async () => {
    await page.goto(`${server.url}/wallpaper/create`);
    const file = page.locator('input#wallpaper-image');
    await file.waitFor({ state: 'attached' });

    // A text file named .png is refused before anything is sent.
    await file.setInputFiles({
      name: 'fake.png',
      mimeType: 'image/png',
      buffer: Buffer.from('not an image at all'),
    });
    await expect
      .poll(() => page.getByTestId('wallpaper-image-message').innerText())
      .toBe(en('contentWeb.upload.badType'));

    await file.setInputFiles({ name: 'e2e_wave.png', mimeType: 'image/png', buffer: makePng(64, 48) });
    await page.getByTestId('wallpaper-image-done').waitFor();
    expect(await page.getByTestId('wallpaper-image-meta').innerText()).toContain(
      en('contentWeb.upload.dimensions', { width: 64, height: 48 }),
    );
    // The title follows the file name until typed in.
    expect(await page.locator('#wallpaper-title').inputValue()).toBe('e2e wave');
    const title = `E2E Wave ${Date.now()}`;
    await page.locator('#wallpaper-title').fill(title);
    await page.locator('#wallpaper-categoryId').selectOption({ index: 1 });
    const categoryId = Number(await page.locator('#wallpaper-categoryId').inputValue());

    // Coin access with no price breaks the shared schema's price rule: the field says so at once.
    await page.getByRole('radio', { name: en('content.access.coin'), exact: true }).click();
    const priceGroup = page.locator('.bp6-form-group', { has: page.locator('#wallpaper-priceCoins') });
    await expect
      .poll(() => priceGroup.locator('.bp6-form-helper-text').innerText())
      .toBe(en('content.validation.priceRequired', { field: en('fields.priceCoins') }));
    await page.locator('#wallpaper-priceCoins').fill('30');
    await expect.poll(() => priceGroup.locator('.bp6-form-helper-text').count()).toBe(0);

    await page.getByRole('button', { name: en('contentWeb.wallpaper.submit') }).click();
    await page.waitForURL(/\/wallpaper\/list$/);
    const card = page.locator(`[data-title="${title}"]`);
    await card.waitFor({ timeout: 15_000 });
    expect(await card.innerText()).toContain(en('content.price', { count: 30 }));

    const found = await api<{ list: Wallpaper[] }>(`/admin/wallpapers?q=${encodeURIComponent(title)}`);
    expect(found.list).toHaveLength(1);
    expect(found.list[0]).toMatchObject({
      title,
      width: 64,
      height: 48,
      access: 'coin',
      priceCoins: 30,
      categoryId,
    });

    // The table view is kept in the URL and shows the same wallpaper.
    await page.getByRole('radio', { name: en('contentWeb.view.table'), exact: true }).click();
    await page.waitForURL(/view=table/);
    await page
      .getByRole('region', { name: en('menu.wallpaper.list') })
      .getByText(title)
      .waitFor();
    await page.reload();
    await page
      .getByRole('region', { name: en('menu.wallpaper.list') })
      .getByText(title)
      .waitFor();
    expect(problems).toEqual([]);
  });

  test('build a template: the live preview shows the layer text, and the saved template draws the same', async () => {
    await page.goto(`${server.url}/template/create`);
    const name = `E2E Card ${Date.now()}`;
    await page.locator('#template-name').fill(name);
    await page.locator('#template-categoryId').selectOption({ index: 1 });

    const preview = page.getByTestId('template-preview');
    await preview.waitFor();
    expect(await preview.innerText()).toContain(en('contentWeb.template.defaultText'));

    // Select the text layer in the list and change its default text: the preview follows as typed.
    await page.locator('.od-tpl-layer-item', { hasText: en('contentWeb.template.defaultText') }).click();
    await page.locator('#layer-text').fill('Happy birthday, Ann');
    await expect.poll(() => preview.innerText()).toContain('Happy birthday, Ann');

    // Add an image slot; arrow keys on the focused canvas nudge it (Shift: 10 px).
    await page.getByRole('button', { name: en('contentWeb.template.addImage'), exact: true }).click();
    const x0 = Number(await page.locator('#layer-x').inputValue());
    await page.getByTestId('template-stage').focus();
    await page.keyboard.press('Shift+ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await expect.poll(async () => Number(await page.locator('#layer-x').inputValue())).toBe(x0 - 11);
    expect(await preview.locator('[data-slot="photo1"]').count()).toBe(1);

    await page.getByRole('button', { name: en('contentWeb.template.submit') }).click();
    await page.waitForURL(/\/template\/detail\?id=\d+$/);
    const id = Number(new URL(page.url()).searchParams.get('id'));
    const detail = page.getByTestId('template-detail-preview');
    await detail.waitFor();
    expect(await detail.innerText()).toContain('Happy birthday, Ann');

    const saved = await api<Template>(`/admin/templates/${id}`);
    expect(saved.name).toBe(name);
    const text = saved.layout.layers.find((l) => l.kind === 'text');
    const image = saved.layout.layers.find((l) => l.kind === 'image');
    expect(text && text.kind === 'text' ? text.text : '').toBe('Happy birthday, Ann');
    expect(image?.x).toBe(x0 - 11);

    // The list draws it with the same renderer.
    await page.goto(`${server.url}/template/list?q=${encodeURIComponent(name)}`);
    const card = page.getByTestId(`template-card-${id}`);
    await card.waitFor({ timeout: 15_000 });
    expect(await card.innerText()).toContain('Happy birthday, Ann');
    expect(problems).toEqual([]);
  });

  test('reorder a collection with the keyboard; the order is kept after a reload', async () => {
    const before = await api<CollectionDetail>('/admin/collections/1');
    expect(before.items.length).toBeGreaterThanOrEqual(3);
    const [a, b, c] = before.items as [
      CollectionDetail['items'][number],
      CollectionDetail['items'][number],
      CollectionDetail['items'][number],
    ];

    await page.goto(`${server.url}/collection/detail?id=1`);
    const items = page.getByTestId('collection-item');
    await items.first().waitFor();
    await items.first().focus();
    await page.keyboard.press('Alt+ArrowDown');
    await expect
      .poll(() => page.getByTestId('order-announcement').innerText())
      .toBe(en('contentWeb.collection.moved', { title: a.title, position: 2, total: before.items.length }));
    await page.keyboard.press('Control+Shift+ArrowDown');
    await expect
      .poll(() => page.getByTestId('order-announcement').innerText())
      .toBe(en('contentWeb.collection.moved', { title: a.title, position: 3, total: before.items.length }));
    // The moved item keeps the focus.
    expect(
      await page.evaluate(() =>
        (
          globalThis as unknown as { document: { activeElement: { getAttribute(n: string): string | null } } }
        ).document.activeElement.getAttribute('data-item-id'),
      ),
    ).toBe(String(a.id));
    await page.locator('[data-testid="order-state"][data-state="saved"]').waitFor();

    const expected = [b.id, c.id, a.id, ...before.items.slice(3).map((i) => i.id)];
    await page.reload();
    await items.first().waitFor();
    expect(
      await items.evaluateAll((els) => els.map((el) => Number(el.getAttribute('data-item-id')))),
    ).toEqual(expected);
    const after = await api<CollectionDetail>('/admin/collections/1');
    expect(after.items.map((i) => i.id)).toEqual(expected);

    // Dragging the first item onto the lower half of the second swaps them, and that order is saved too.
    const second = items.nth(1);
    const box = await second.boundingBox();
    await items.first().dragTo(second, { targetPosition: { x: 40, y: (box?.height ?? 40) * 0.8 } });
    await expect
      .poll(() => page.getByTestId('order-announcement').innerText())
      .toBe(en('contentWeb.collection.moved', { title: b.title, position: 2, total: before.items.length }));
    const dragged = [c.id, b.id, a.id, ...before.items.slice(3).map((i) => i.id)];
    await expect
      .poll(async () => (await api<CollectionDetail>('/admin/collections/1')).items.map((i) => i.id))
      .toEqual(dragged);
    await page.reload();
    await items.first().waitFor();
    expect(
      await items.evaluateAll((els) => els.map((el) => Number(el.getAttribute('data-item-id')))),
    ).toEqual(dragged);
    expect(problems).toEqual([]);
  });

  test('a stale edit says someone else changed it and offers Reload instead of overwriting', async () => {
    const categories = await api<{ list: Category[] }>('/admin/categories?pageSize=100');
    const row = categories.list.find((c) => c.slug === 'minimal') ?? categories.list[0]!;
    await page.goto(`${server.url}/category/list`);
    // on the name (the row's middle may be its status switch, which a double click would flip twice)
    await page.getByTestId(`category-row-${row.id}`).locator('td').nth(1).dblclick();
    const editing = page.getByTestId(`category-edit-${row.id}`);
    await editing.locator('input[name="name"]').fill(`${row.name} (mine)`);

    // Someone else saves first.
    await api<Category>(`/admin/categories/${row.id}`, {
      method: 'PATCH',
      body: JSON.stringify({ name: `${row.name} (theirs)`, updatedAt: row.updatedAt }),
    });
    await editing.locator('input[name="name"]').press('Enter');
    const notice = page.getByTestId('stale-notice');
    await notice.waitFor();
    expect(await notice.innerText()).toContain(en('contentWeb.stale.title'));
    expect((await api<Category>(`/admin/categories/${row.id}`)).name).toBe(`${row.name} (theirs)`);

    await notice.getByRole('button', { name: en('contentWeb.stale.reload') }).click();
    await expect
      .poll(() => page.getByTestId(`category-row-${row.id}`).innerText())
      .toContain(`${row.name} (theirs)`);
    expect(problems).toEqual([]);
  });
});
