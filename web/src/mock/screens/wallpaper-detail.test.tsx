import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import { describe, expect, test } from 'vitest';
import { WallpaperDetailPage } from '../../features/content/wallpapers/wallpaper-detail-page.tsx';
import { expectTexts, WAIT } from '../testing/list-screen.ts';
import { renderScreen } from '../testing/render-screen.tsx';
import { mockScreenTests } from '../testing/screen-suite.ts';

const mock = mockScreenTests();

/** Where the router is (the page stays drawn: the test renders no routes). */
function Where() {
  const location = useLocation();
  return <output data-testid="where">{location.pathname + location.search}</output>;
}

const input = (container: HTMLElement, name: string) =>
  waitFor(() => {
    const el = container.querySelector<HTMLInputElement>(`input[name="${name}"]`);
    expect(el).not.toBeNull();
    return el!;
  }, WAIT);

describe('wallpaper detail on the mock API', { timeout: 30_000 }, () => {
  test('shows a live wallpaper; editing its title and duration saves them with the read updatedAt', async () => {
    const world = mock.world();
    const wallpaper = world.wallpapers.find((w) => w.type === 'live' && w.durationSeconds !== null)!;
    const before = wallpaper.updatedAt;
    const { container } = renderScreen(<WallpaperDetailPage />, {
      world,
      url: `/wallpaper/detail?id=${wallpaper.id}`,
    });
    await expectTexts([
      wallpaper.title,
      wallpaper.categoryName,
      `${wallpaper.durationSeconds} seconds`,
      'Created (UTC+8)',
      'Last changed (UTC+8)',
    ]);
    expect(screen.getByRole('img', { name: `Preview of ${wallpaper.title}` })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Edit' }));
    const title = await input(container, 'title');
    expect(title.value).toBe(wallpaper.title);
    const duration = await input(container, 'durationSeconds');
    expect(duration.value).toBe(String(wallpaper.durationSeconds));

    // Out of the shared schema's range: the field says so and nothing is sent.
    fireEvent.change(duration, { target: { value: '3601' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(duration.getAttribute('aria-invalid')).toBe('true'), WAIT);
    expect(wallpaper.updatedAt).toBe(before);

    fireEvent.change(title, { target: { value: 'Harbour lights' } });
    fireEvent.change(duration, { target: { value: '45' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(wallpaper.title).toBe('Harbour lights'), WAIT);
    expect(wallpaper.durationSeconds).toBe(45);
    expect(Date.parse(wallpaper.updatedAt)).toBeGreaterThan(Date.parse(before));
    await expectTexts(['Harbour lights', '45 seconds']);
  });

  test('a still image has no duration to edit; moving it to another category shows the new name', async () => {
    const world = mock.world();
    const wallpaper = world.wallpapers.find((w) => w.type === 'static')!;
    const other = world.categories.find(
      (c) => c.scope === 'wallpaper' && c.status === 'enabled' && c.id !== wallpaper.categoryId,
    )!;
    const { container } = renderScreen(<WallpaperDetailPage />, {
      world,
      role: 'user',
      url: `/wallpaper/detail?id=${wallpaper.id}`,
    });
    await expectTexts([wallpaper.title, 'None (a still image)']);
    fireEvent.click(screen.getByRole('button', { name: 'Edit' }));
    await input(container, 'title');
    expect(container.querySelector('input[name="durationSeconds"]')).toBeNull();
    const select = await waitFor(() => {
      const el = container.querySelector<HTMLSelectElement>('select[name="categoryId"]');
      expect(el?.querySelector(`option[value="${other.id}"]`)).not.toBeNull();
      return el!;
    }, WAIT);
    fireEvent.change(select, { target: { value: String(other.id) } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(wallpaper.categoryId).toBe(other.id), WAIT);
    await expectTexts([other.name]);
  });

  test('Put online runs the catalogue action; Esc on the page goes back to the list', async () => {
    const world = mock.world();
    const wallpaper = world.wallpapers.find((w) => w.status !== 'online')!;
    renderScreen(
      <>
        <WallpaperDetailPage />
        <Where />
      </>,
      { world, url: `/wallpaper/detail?id=${wallpaper.id}` },
    );
    await expectTexts([wallpaper.title]);
    fireEvent.click(screen.getByRole('button', { name: 'Put online' }));
    await waitFor(() => expect(wallpaper.status).toBe('online'), WAIT);
    await screen.findByRole('button', { name: 'Take offline' }, WAIT);

    fireEvent.keyDown(screen.getByRole('button', { name: 'Edit' }), { key: 'Escape' });
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/wallpaper/list'), WAIT);
  });

  test('no id in the URL: a way back to the list', async () => {
    const world = mock.world();
    renderScreen(<WallpaperDetailPage />, { world, url: '/wallpaper/detail' });
    await expectTexts(['No wallpaper chosen']);
    expect(screen.getByRole('button', { name: 'Back to wallpapers' })).toBeTruthy();
  });
});
