import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { CategoryListPage } from '../../features/content/categories/category-list-page.tsx';
import { CollectionListPage } from '../../features/content/collections/collection-list-page.tsx';
import { TemplateListPage } from '../../features/content/templates/template-list-page.tsx';
import { TopicListPage, WallpaperTopicsPage } from '../../features/content/topics/topic-pages.tsx';
import { WallpaperListPage } from '../../features/content/wallpapers/wallpaper-list-page.tsx';
import { page } from '../http/paging.ts';
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

  test.each([
    { name: 'topics', ui: <TopicListPage />, url: '/topic/list', rows: () => mock.world().topics },
    {
      name: 'wallpaper topics',
      ui: <WallpaperTopicsPage />,
      url: '/wallpaper/topics',
      rows: () => mock.world().wallpaperTopics,
    },
  ])('$name: listed in sort order; searching a title keeps only matches', async ({ ui, url, rows }) => {
    const { container } = renderScreen(ui, { world: mock.world(), url });
    const [first, second] = rows();
    await expectTexts([first!.title, second!.title]);
    applyFilter(container, 'q', second!.slug);
    await expectGone([first!.title]);
    await expectTexts([second!.title]);
  });

  test('templates: the newest first; searching a name keeps only matches', async () => {
    const world = mock.world();
    const { container } = renderScreen(<TemplateListPage />, { world, url: '/template/list' });
    const [first, second] = page(world.templates, { current: 1, pageSize: 20 }, 'createdAt:desc').list;
    await expectTexts([first!.name, second!.name]);
    applyFilter(container, 'q', second!.name);
    await expectGone([first!.name]);
    await expectTexts([second!.name]);
  });

  test('collections: listed in sort order; searching a slug keeps only matches', async () => {
    const world = mock.world();
    const { container } = renderScreen(<CollectionListPage />, { world, url: '/collection/list' });
    const [first, second] = world.collections;
    await expectTexts([first!.title, second!.title]);
    applyFilter(container, 'q', second!.slug);
    await expectGone([first!.title]);
    await expectTexts([second!.title]);
  });
});
