import { Classes } from '@blueprintjs/core';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { TemplateCreatePage } from '../../features/content/templates/template-create-page.tsx';
import { WallpaperCreatePage } from '../../features/content/wallpapers/wallpaper-create-page.tsx';
import type { World } from '../data/world.ts';
import { WAIT } from '../testing/list-screen.ts';
import { renderScreen } from '../testing/render-screen.tsx';
import { mockScreenTests } from '../testing/screen-suite.ts';

const mock = mockScreenTests();

/** The names a create form offers: the enabled categories of its scope, in sort order. */
function categoryNames(world: World, scope: 'wallpaper' | 'template'): string[] {
  return world.categories
    .filter((c) => c.scope === scope && c.status === 'enabled')
    .sort((a, b) => a.sort - b.sort)
    .map((c) => c.name);
}

/** The options of a select, without the "choose" placeholder. */
async function options(container: HTMLElement, id: string): Promise<string[]> {
  return waitFor(() => {
    const select = container.querySelector<HTMLSelectElement>(`#${id}`);
    const names = [...(select?.options ?? [])].filter((o) => o.value !== '').map((o) => o.text);
    expect(names.length).toBeGreaterThan(0);
    return names;
  }, WAIT);
}

/** The message under a field (empty when it has none). */
function fieldError(container: HTMLElement, id: string): string {
  const group = container.querySelector(`#${id}`)?.closest(`.${Classes.FORM_GROUP}`);
  return group?.querySelector(`.${Classes.FORM_HELPER_TEXT}`)?.textContent ?? '';
}

describe('content create screens on the mock API', { timeout: 30_000 }, () => {
  test('wallpaper create: offers the wallpaper categories; an empty form is refused, nothing is sent', async () => {
    const world = mock.world();
    const before = world.wallpapers.length;
    const { container } = renderScreen(<WallpaperCreatePage />, { world, url: '/wallpaper/create' });
    expect(await options(container, 'wallpaper-categoryId')).toEqual(categoryNames(world, 'wallpaper'));

    fireEvent.click(screen.getByRole('button', { name: 'Create wallpaper' }));
    await waitFor(() => expect(fieldError(container, 'wallpaper-title')).not.toBe(''), WAIT);
    expect(fieldError(container, 'wallpaper-categoryId')).not.toBe('');
    expect(world.wallpapers).toHaveLength(before);
  });

  test('template create: a missing category is refused; named and filed, the template is created', async () => {
    const world = mock.world();
    const before = world.templates.length;
    const { container } = renderScreen(<TemplateCreatePage />, { world, url: '/template/create' });
    const names = await options(container, 'template-categoryId');
    expect(names).toEqual(categoryNames(world, 'template'));

    const name = container.querySelector<HTMLInputElement>('#template-name')!;
    fireEvent.change(name, { target: { value: 'Lantern night 灯会' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create template' }));
    await waitFor(() => expect(fieldError(container, 'template-categoryId')).not.toBe(''), WAIT);
    expect(world.templates).toHaveLength(before);

    const category = world.categories.find((c) => c.name === names[0])!;
    fireEvent.change(container.querySelector('#template-categoryId')!, {
      target: { value: String(category.id) },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Create template' }));
    await waitFor(() => expect(world.templates).toHaveLength(before + 1), WAIT);
    const created = world.templates.find((tp) => tp.name === 'Lantern night 灯会');
    expect(created?.categoryId).toBe(category.id);
    expect(created?.categoryName).toBe(category.name);
  });
});
