import { mockResources } from '../data/content-rows.ts';
import type { World } from '../data/world.ts';
import { is } from '../http/paging.ts';
import { contentResourceHandlers, searched } from './content-resource.ts';
import type { Router } from './router.ts';

/**
 * The seven routes of every resource declared in `web/src/mock/resources/`, over its rows in the
 * world: a titled page's order (`sort:asc`) and search (title and slug, by status) unless the
 * entry gives its own.
 */
export function declaredResourceHandlers(router: Router, world: World): void {
  for (const { make: _make, ...entry } of mockResources) {
    contentResourceHandlers(router, {
      defaultSort: 'sort:asc',
      filter: (row, q) => {
        const titled = row as unknown as { title?: string; slug?: string };
        return searched(q, titled.title ?? '', titled.slug ?? '') && is(q, 'status', row.status);
      },
      ...entry,
      rows: () => world.content[entry.key] ?? [],
    });
  }
}
