import type { MockResourceEntry, MockRow } from './mock-resource.ts';

/** Every mock resource declared in `web/src/mock/resources/` (one per file, found by the bundler). */
export const mockResources: readonly MockResourceEntry[] = Object.values(
  import.meta.glob<Record<string, unknown>>('../resources/*.ts', { eager: true }),
).flatMap((module) =>
  Object.values(module).filter(
    (value): value is MockResourceEntry =>
      typeof value === 'object' && value !== null && 'make' in value && 'resource' in value,
  ),
);

/** The declared resources' rows, by key. */
export type ContentRows = Record<string, MockRow[]>;

/** Every declared resource's demo rows. */
export const makeContentRows = (now: number): ContentRows =>
  Object.fromEntries(mockResources.map((entry) => [entry.key, entry.make(now)]));

/** One declared resource's rows in a world, typed by its entry. */
export const rowsOf = <R extends MockRow>(world: { content: ContentRows }, entry: MockResourceEntry<R>): R[] =>
  (world.content[entry.key] ?? []) as R[];
