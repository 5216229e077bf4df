import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { CollectionDetailPage } from '../../features/content/collections/collection-detail-page.tsx';
import { expectTexts, WAIT } from '../testing/list-screen.ts';
import { renderScreen } from '../testing/render-screen.tsx';
import { mockScreenTests } from '../testing/screen-suite.ts';

const mock = mockScreenTests();

describe('collection detail on the mock API', { timeout: 30_000 }, () => {
  test('shows the items in order; removing one takes it out of the collection', async () => {
    const world = mock.world();
    const collection = world.collections[0]!;
    const titles = collection.items.map((i) => i.title);
    const { container } = renderScreen(<CollectionDetailPage />, {
      world,
      url: `/collection/detail?id=${collection.id}`,
    });
    await expectTexts([collection.title, ...titles]);
    const items = () =>
      [...container.querySelectorAll('ol.od-collection-items [data-title]')].map((el) =>
        el.getAttribute('data-title'),
      );
    await waitFor(() => expect(items()).toEqual(titles), WAIT);

    fireEvent.click(screen.getByRole('button', { name: `Remove ${titles[1]} from the collection` }));
    await waitFor(() => expect(items()).toEqual([titles[0], ...titles.slice(2)]), WAIT);
    expect(collection.items.map((i) => i.title)).toEqual([titles[0], ...titles.slice(2)]);
    expect(collection.itemCount).toBe(titles.length - 1);
  });
});
