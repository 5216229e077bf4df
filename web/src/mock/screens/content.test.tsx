import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { CategoryListPage } from '../../features/content/categories/category-list-page.tsx';
import { CollectionListPage } from '../../features/content/collections/collection-list-page.tsx';
import { TemplateListPage } from '../../features/content/templates/template-list-page.tsx';
import { TopicListPage, WallpaperTopicsPage } from '../../features/content/topics/topic-pages.tsx';
import { WallpaperListPage } from '../../features/content/wallpapers/wallpaper-list-page.tsx';
import { i18n } from '../../lib/i18n.ts';
import { rowsOf } from '../data/content-rows.ts';
import { page } from '../http/paging.ts';
import { topicMock } from '../resources/topics.ts';
import { wallpaperTopicMock } from '../resources/wallpaper-topics.ts';
import { applyFilter, expectGone, expectTexts, WAIT } from '../testing/list-screen.ts';
import { renderScreen } from '../testing/render-screen.tsx';
import { mockScreenTests } from '../testing/screen-suite.ts';

const mock = mockScreenTests();

describe('content screens on the mock API', { timeout: 30_000 }, () => {
  test('categories: listed in sort order; a taken slug is refused, a new one is created', async () => {
    const world = mock.world();
    const { container } = renderScreen(<CategoryListPage />, { world, url: '/category/list' });
    await expectTexts(world.categories.map((c) => c.name));
    const shown = world.categories.map((c) => c.name);
    const text = container.textContent ?? '';
    expect(shown.map((n) => text.indexOf(n))).toEqual(
      [...shown.map((n) => text.indexOf(n))].sort((a, b) => a - b),
    );

    fireEvent.click(screen.getByRole('button', { name: 'New category' }));
    const input = (name: string) => container.querySelector<HTMLInputElement>(`input[name="${name}"]`)!;
    await waitFor(() => expect(input('name')).toBeTruthy(), WAIT);
    fireEvent.change(input('name'), { target: { value: 'Spring 春' } });
    fireEvent.change(input('slug'), { target: { value: 'landscape' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await expectTexts(['The slug "landscape" is already used by another category']);
    expect(world.categories).toHaveLength(6);

    fireEvent.change(input('slug'), { target: { value: 'spring-2026' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(world.categories.map((c) => c.slug)).toContain('spring-2026'), WAIT);
    await expectTexts(['Spring 春']);
  });

  test('wallpapers: the newest first; searching a title keeps only matches', async () => {
    const world = mock.world();
    const { container } = renderScreen(<WallpaperListPage />, { world, url: '/wallpaper/list' });
    const newest = page(world.wallpapers, { current: 1, pageSize: 20 }, 'createdAt:desc').list;
    await expectTexts([newest[0]!.title, newest[1]!.title]);
    const target = newest[1]!.title;
    applyFilter(container, 'q', target);
    await expectGone([newest[0]!.title]);
    await expectTexts([target]);
  });

  test('topics: New topic opens once its shared schemas are in (loaded on first use, not with the list) and checks the form with them', async () => {
    const world = mock.world();
    renderScreen(<TopicListPage />, { world, url: '/topic/list' });
    const [first] = rowsOf(world, topicMock);
    await expectTexts([first!.title]);
    const before = rowsOf(world, topicMock).length;

    fireEvent.click(screen.getByRole('button', { name: 'New topic' }));
    const dialog = () => document.querySelector('.od-editorial-dialog');
    const input = (name: string) => dialog()?.querySelector<HTMLInputElement>(`[name="${name}"]`) ?? null;
    await waitFor(() => expect(input('title')).toBeTruthy(), WAIT);
    fireEvent.change(input('title')!, { target: { value: 'Autumn picks' } });
    expect(input('slug')?.value).toBe('autumn-picks');
    // the shared create schema refuses the form without a cover, naming the field: nothing is sent
    fireEvent.click(screen.getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(dialog()?.textContent).toContain('Cover is required'), WAIT);
    expect(rowsOf(world, topicMock)).toHaveLength(before);
  });

  test('the editorial dialog labels its window in the business zone, as the list columns do, in both languages', async () => {
    const labels = () =>
      ['startsAt', 'endsAt'].map(
        (f) => document.querySelector(`label[for="editorial-${f}"]`)?.textContent?.trim() ?? '',
      );
    try {
      for (const [locale, open, expected] of [
        ['en-US', 'New topic', ['Starts (UTC+8)', 'Ends (UTC+8)']],
        ['zh-CN', '新建专题', ['开始时间（UTC+8）', '结束时间（UTC+8）']],
      ] as const) {
        await i18n.changeLanguage(locale);
        const view = renderScreen(<TopicListPage />, { world: mock.world(), url: '/topic/list' });
        fireEvent.click(await screen.findByRole('button', { name: open }, WAIT));
        await waitFor(() => expect(labels()).toEqual(expected), WAIT);
        view.unmount();
      }
    } finally {
      await i18n.changeLanguage('en-US');
    }
  });

  /** Each list screen with its rows in the order shown, as [the text shown, what a search finds it by]. */
  test.each([
    {
      name: 'topics',
      ui: <TopicListPage />,
      url: '/topic/list',
      rows: () => rowsOf(mock.world(), topicMock).map((r) => [r.title, r.slug]),
    },
    {
      name: 'wallpaper topics',
      ui: <WallpaperTopicsPage />,
      url: '/wallpaper/topics',
      rows: () => rowsOf(mock.world(), wallpaperTopicMock).map((r) => [r.title, r.slug]),
    },
    {
      name: 'templates (newest first)',
      ui: <TemplateListPage />,
      url: '/template/list',
      rows: () =>
        page(mock.world().templates, { current: 1, pageSize: 20 }, 'createdAt:desc').list.map((r) => [
          r.name,
          r.name,
        ]),
    },
    {
      name: 'collections',
      ui: <CollectionListPage />,
      url: '/collection/list',
      rows: () => mock.world().collections.map((r) => [r.title, r.slug]),
    },
  ])('$name: listed in order; a search keeps only matches', async ({ ui, url, rows }) => {
    const { container } = renderScreen(ui, { world: mock.world(), url });
    const [[first], [second, search]] = rows() as [[string, string], [string, string]];
    await expectTexts([first, second]);
    applyFilter(container, 'q', search);
    await expectGone([first]);
    await expectTexts([second]);
  });
});
