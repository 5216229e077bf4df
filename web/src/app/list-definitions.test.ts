import { ORDER_KINDS } from '@opsdeck/shared/schemas';
import { beforeAll, describe, expect, test } from 'vitest';
import { defineList } from '../components/data-list/define-list.ts';
import { DEFAULT_PAGE_SIZE, queryOf } from '../components/data-list/view-state.ts';
import {
  coinConsumeDefinition,
  coinUnlockDefinition,
  vipConsumeDefinition,
} from '../features/consume/consume-list-definitions.tsx';
import { categoryListDefinition } from '../features/content/categories/category-list-definition.tsx';
import { collectionResource } from '../features/content/collections/collection-resource.ts';
import { editorialDefinition } from '../features/content/editorial/editorial-definition.tsx';
import { templateListDefinition } from '../features/content/templates/template-list-definition.tsx';
import { topicResource, wallpaperTopicResource } from '../features/content/topics/topic-resources.ts';
import { wallpaperListDefinition } from '../features/content/wallpapers/wallpaper-list-definition.tsx';
import {
  memberListDefinition,
  memberListDefinitionFor,
} from '../features/members/list/member-list-definition.tsx';
import { orderListDefinition } from '../features/orders/order-list-definition.tsx';
import { pointListDefinition } from '../features/points/point-list-definition.tsx';
import { setListDefinition } from '../features/sets/set-list-definition.tsx';
import { checkinListDefinition, inviteListDefinition } from '../features/tasks/task-list-definitions.tsx';
import { i18n } from '../lib/i18n.ts';
import { testWebApi } from '../testing/render-with-app.tsx';
import { stubClient } from '../testing/stub-client.ts';

const named = { id: 3, name: 'Nature', title: 'Nature' };
const definitions = [
  memberListDefinition,
  { ...memberListDefinitionFor([{ value: 'ch0007', label: 'Spring' }]), id: 'members-with-channels' },
  setListDefinition,
  pointListDefinition,
  vipConsumeDefinition,
  coinUnlockDefinition,
  coinConsumeDefinition,
  checkinListDefinition,
  inviteListDefinition,
  categoryListDefinition,
  templateListDefinition([named]),
  wallpaperListDefinition({ categories: [named], topics: [named] }),
  editorialDefinition(topicResource),
  editorialDefinition(wallpaperTopicResource),
  editorialDefinition(collectionResource),
  ...ORDER_KINDS.map((kind) => orderListDefinition(kind)),
];

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
    (_, def) => {
      const ok = (filters: Record<string, string>, sort = def.defaultSort) =>
        expect(
          def.querySchema.safeParse(queryOf(view(sort, filters), def.fixedQuery)).error?.issues,
        ).toBeUndefined();
      ok({});
      for (const column of def.columns) {
        if (column.sortField) for (const dir of ['asc', 'desc']) ok({}, `${column.sortField}:${dir}`);
      }
      for (const filter of def.filters) {
        if (filter.kind === 'select')
          for (const option of filter.options) ok({ [filter.name]: option.value });
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
    const { memberListQuerySchema } = await import('@opsdeck/shared/schemas');
    const def = defineList(memberListQuerySchema, {
      ...memberListDefinition,
      fetchPage: async (_client, query) => {
        seen.push(query);
        return { list: [], total: 0 };
      },
    });
    await def.fetchPage(testWebApi().client, { current: 2, pageSize: 20, vip: 'true' });
    expect(seen).toEqual([{ current: 2, pageSize: 20, vip: 'true' }]);
  });
});
