import { ORDER_KINDS } from '@opsdeck/shared/schemas';
import { beforeAll, describe, expect, test, vi } from 'vitest';
import { defineList, listQuerySchema } from '../components/data-list/define-list.ts';
import type { ListDefinition, ListQuery } from '../components/data-list/types.ts';
import { DEFAULT_PAGE_SIZE, PAGE_SIZES, queryOf } from '../components/data-list/view-state.ts';
import { editorialDefinition } from '../features/content/editorial/editorial-definition.tsx';
import type { EditorialResource, EditorialRow } from '../features/content/editorial/editorial-resource.ts';
import { templateListDefinition } from '../features/content/templates/template-list-definition.tsx';
import { wallpaperListDefinition } from '../features/content/wallpapers/wallpaper-list-definition.tsx';
import {
  memberListDefinition,
  memberListDefinitionFor,
} from '../features/members/list/member-list-definition.tsx';
import { orderListDefinition } from '../features/orders/order-list-definition.tsx';
import { i18n } from '../lib/i18n.ts';
import { testWebApi } from '../testing/render-with-app.tsx';
import { stubClient } from '../testing/stub-client.ts';

const named = { id: 3, name: 'Nature', title: 'Nature' };
const isDefinition = (v: unknown): v is ListDefinition<unknown> =>
  typeof v === 'object' &&
  v !== null &&
  typeof (v as ListDefinition<unknown>).querySchema === 'function' &&
  Array.isArray((v as ListDefinition<unknown>).columns);
/** Every list definition a feature exports as a constant (`*-definition*.tsx`): none to list here. */
const exported = Object.values(
  import.meta.glob<Record<string, unknown>>('../features/**/*-definition*.tsx', { eager: true }),
).flatMap((module) => Object.values(module).filter(isDefinition));
/** Every editorial resource a feature exports (`*-resource*.ts`: topics, wallpaper topics, collections…). */
const isEditorial = (v: unknown): v is EditorialResource<EditorialRow> =>
  typeof v === 'object' && v !== null && 'listId' in v && 'noun' in v && 'fields' in v;
const editorial = Object.values(
  import.meta.glob<Record<string, unknown>>('../features/**/*-resource*.ts', { eager: true }),
).flatMap((module) => Object.values(module).filter(isEditorial));
/** And those a function makes from its options. */
const made = [
  { ...memberListDefinitionFor([{ value: 'ch0007', label: 'Spring' }]), id: 'members-with-channels' },
  templateListDefinition([named]),
  wallpaperListDefinition({ categories: [named], topics: [named] }),
  ...editorial.map((resource) => editorialDefinition(resource)),
  ...ORDER_KINDS.map((kind) => orderListDefinition(kind)),
];
const definitions = [...exported, ...made];

test('the exported definitions are found (members, sets, points, consumption, tasks, categories)', () => {
  expect(exported.map((d) => d.id)).toEqual(
    expect.arrayContaining(['members', 'sets', 'points', 'consume-vip', 'categories']),
  );
  expect(new Set(definitions.map((d) => d.id)).size).toBe(definitions.length);
  expect(editorial.map((r) => r.listId)).toEqual(
    expect.arrayContaining(['topics', 'wallpaperTopics', 'collections']),
  );
});

const view = (sort: string, filters: Record<string, string> = {}) => ({
  page: 1,
  pageSize: DEFAULT_PAGE_SIZE,
  sort,
  filters,
  columns: null,
});

describe('list definitions against their shared query schemas', () => {
  beforeAll(async () => {
    await i18n.changeLanguage('en-US');
  });

  test.each(definitions.map((d) => [d.id, d] as const))(
    '%s: every query its view can build is valid',
    async (_, def) => {
      const querySchema = await def.querySchema();
      const ok = (
        filters: Record<string, string>,
        sort = def.defaultSort,
        page = 1,
        pageSize = DEFAULT_PAGE_SIZE,
      ) =>
        expect(
          querySchema.safeParse(queryOf({ ...view(sort, filters), page, pageSize }, def.fixedQuery)).error
            ?.issues,
        ).toBeUndefined();
      ok({});
      for (const size of PAGE_SIZES) ok({}, def.defaultSort, Number.MAX_SAFE_INTEGER, size);
      for (const column of def.columns) {
        if (column.sortField) for (const dir of ['asc', 'desc']) ok({}, `${column.sortField}:${dir}`);
      }
      const selects = def.filters.filter((f) => f.kind === 'select');
      for (const filter of selects) for (const option of filter.options) ok({ [filter.name]: option.value });
      // every select at once (the fetcher sends such queries unchecked, see definitionValues)
      ok(Object.fromEntries(selects.flatMap((f) => (f.options[0] ? [[f.name, f.options[0].value]] : []))));
      for (const filter of def.filters) {
        if (filter.kind === 'dateRange') ok({ [filter.from]: '2026-01-01', [filter.to]: '2026-01-31' });
      }
    },
  );

  test('a query the schema refuses is not sent, and the list says which field is wrong', async () => {
    const { client, calls } = stubClient(() => ({ data: { list: [], total: 0 } }));
    await expect(
      memberListDefinition.fetchPage(client, { current: 1, pageSize: 20, status: 'nope' }),
    ).rejects.toThrow(/^Status must be one of/);
    expect(calls).toHaveLength(0);
    await memberListDefinition.fetchPage(client, { current: 1, pageSize: 20, status: 'active' });
    expect(calls.map((c) => [c.url, c.params])).toEqual([
      ['/admin/members', { current: 1, pageSize: 20, status: 'active' }],
    ]);
  });

  test('the fetcher gets the query as the view built it (strings from the URL, not parsed values)', async () => {
    const seen: unknown[] = [];
    const def = defineList(listQuerySchema('memberListQuerySchema'), {
      ...memberListDefinition,
      fetchPage: async (_client, query) => {
        seen.push(query);
        return { list: [], total: 0 };
      },
    });
    await def.fetchPage(testWebApi().client, { current: 2, pageSize: 20, vip: 'true' });
    expect(seen).toEqual([{ current: 2, pageSize: 20, vip: 'true' }]);
  });

  test("a query of the definition's own values is sent without loading the schema; typed filters wait for it", async () => {
    const { memberListQuerySchema } = await import('../components/data-list/query-schemas.ts');
    const load = vi.fn(async () => memberListQuerySchema);
    const seen: unknown[] = [];
    const def = defineList(load, {
      ...memberListDefinition,
      fetchPage: async (_client, query) => {
        seen.push(query);
        return { list: [], total: 0 };
      },
    });
    const { client } = testWebApi();
    await def.fetchPage(client, {
      current: 3,
      pageSize: 50,
      sort: 'coinBalance:asc',
      status: 'banned',
      vip: 'true',
    });
    expect(load).not.toHaveBeenCalled();
    // typed text, a sort or a page size the list does not offer, a page beyond safe integers: checked
    const checked: ListQuery[] = [
      { current: 1, pageSize: 20, q: 'lin' },
      { current: 1, pageSize: 20, sort: 'phone:asc' },
      { current: 1, pageSize: 1000 },
      { current: 2 ** 60, pageSize: 20 },
      { current: 1, pageSize: 20, status: 'nope' },
    ];
    for (const query of checked) {
      load.mockClear();
      await def.fetchPage(client, query).catch(() => undefined);
      expect(load, JSON.stringify(query)).toHaveBeenCalledTimes(1);
    }
    expect(seen).toHaveLength(2);
    expect(seen[1]).toEqual({ current: 1, pageSize: 20, q: 'lin' });
  });
});
