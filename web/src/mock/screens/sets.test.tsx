import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { SetListPage } from '../../features/sets/set-list-page.tsx';
import { applyFilter, expectGone, expectTexts, mainCells, WAIT } from '../testing/list-screen.ts';
import { renderScreen } from '../testing/render-screen.tsx';
import { mockScreenTests } from '../testing/screen-suite.ts';

const mock = mockScreenTests();

describe('/list/search-table on the mock API', { timeout: 60_000 }, () => {
  test('newest sets first; a name filter narrows them; an admin takes one offline', async () => {
    const world = mock.world();
    const newest = [...world.sets].sort((a, b) => b.createdAt.localeCompare(a.createdAt))[0]!;
    const { container } = renderScreen(<SetListPage canChangeStatus />, { world, url: '/list/search-table' });
    await expectTexts([newest.number]);

    const harbour = world.sets.filter((s) => s.name.startsWith('Harbour'));
    const other = world.sets.find((s) => !s.name.startsWith('Harbour'))!;
    applyFilter(container, 'name', 'Harbour');
    await expectGone([other.number]);
    await waitFor(() => {
      const numbers = mainCells(container, 'td').map((c) => c.textContent);
      for (const s of harbour) expect(numbers).toContain(s.number);
    }, WAIT);

    const online = harbour.find((s) => s.status === 'online')!;
    fireEvent.click(screen.getByRole('button', { name: `Take offline ${online.name}` }));
    await waitFor(() => expect(online.status).toBe('offline'), WAIT);
    await expectTexts([`${online.name} is now Offline`]);
  });
});
