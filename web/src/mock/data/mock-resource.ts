import { RESOURCE_PATHS, type Resource, type RowOf } from '@opsdeck/shared/resources';
import type { MockResource } from '../handlers/content-resource.ts';

/** A row the mock keeps: an id, a status and the time of its last change (stale checks). */
export interface MockRow {
  id: number;
  status: string;
  updatedAt: string;
}

/**
 * A content resource of the mock, in one file under `web/src/mock/resources/`: its demo rows and
 * what its routes add to the shared declaration (building a created row, a filter other than a
 * titled page's). The world holds its rows under its key (`world.content.<key>`) and its seven
 * routes are registered from it; nothing else names it.
 */
export interface MockResourceEntry<R extends MockRow = MockRow>
  extends Omit<MockResource<R>, 'rows' | 'key' | 'defaultSort' | 'filter'> {
  /** The resource's key in RESOURCE_PATHS (found from the declaration's path). */
  key: string;
  /** The demo rows, times relative to `now`. */
  make: (now: number) => R[];
  /** A titled page's order and search unless given. */
  defaultSort?: string;
  filter?: MockResource<R>['filter'];
}

/** The key in RESOURCE_PATHS whose path the declaration has. */
export function resourceKeyOf(resource: Resource): string {
  const found = Object.entries(RESOURCE_PATHS).find(([, path]) => path === resource.path);
  if (!found) throw new Error(`No RESOURCE_PATHS entry has the path ${resource.path}`);
  return found[0];
}

/** Declares a mock resource from the shared declaration: rows are typed by its row schema. */
export function mockResource<const D extends Resource, R extends MockRow = RowOf<D> & MockRow>(
  resource: D,
  entry: Omit<MockResourceEntry<R>, 'resource' | 'key'>,
): MockResourceEntry<R> {
  return { ...entry, resource, key: resourceKeyOf(resource) };
}
