import { allRoutes, resourceTitleKey } from '@opsdeck/shared/catalogue';
import type { ContentResourceKey } from '@opsdeck/shared/resources';
import { createElement } from 'react';
import { describe, expect, test } from 'vitest';
import { screens } from '../../app/screens.ts';
import { mockResources, rowsOf } from '../data/content-rows.ts';
import { page } from '../http/paging.ts';
import { applyFilter, expectGone, expectTexts } from '../testing/list-screen.ts';
import { renderScreen } from '../testing/render-screen.tsx';
import { mockScreenTests } from '../testing/screen-suite.ts';

const mock = mockScreenTests();

/**
 * The list screen of every resource declared in `web/src/mock/resources/` whose catalogue route is
 * a `resourceRoute` (titled by the resource's plural name, as the recipe's step 4 makes it), and its
 * screen the one the console finds for that route. A new declared resource's screen is tested here
 * without a line more (the topics' route keeps a title of its own: content.test.tsx tests it).
 */
const routed = mockResources.flatMap((entry) => {
  const title = resourceTitleKey(entry.key as ContentResourceKey);
  const route = allRoutes().find((r) => r.i18nKey === title);
  return route ? [{ key: entry.key, entry, path: route.path, load: screens[route.name] }] : [];
});
const declared = routed.flatMap(({ load, ...rest }) => (load ? [{ ...rest, load }] : []));

/** A titled page's row: what the list shows and what its search finds it by. */
type TitledRow = { title: string; slug: string };

describe('the list screen of every declared mock resource', () => {
  test('each declared resource with a resource route has its screen', () => {
    expect(declared.length).toBeGreaterThan(0);
    expect(declared.map((d) => d.key)).toEqual(routed.map((r) => r.key));
  });

  test.each(declared)(
    '$key: its first rows in the default order; a search keeps only matches',
    async ({ entry, path, load }) => {
      const { Component } = await load();
      const world = mock.world();
      const rows = page(rowsOf(world, entry), { current: 1, pageSize: 20 }, entry.defaultSort ?? 'sort:asc')
        .list as unknown as TitledRow[];
      const [first, second] = rows as [TitledRow, TitledRow];
      const { container } = renderScreen(createElement(Component), { world, url: path });
      await expectTexts([first.title, second.title]);
      applyFilter(container, 'q', second.slug);
      await expectGone([first.title]);
      await expectTexts([second.title]);
    },
  );
});
