import { describe, expect, test } from 'vitest';
import type { ListColumn, ListFilter } from './types.ts';
import {
  DEFAULT_PAGE_SIZE,
  hasFilters,
  type ListView,
  nextSort,
  parseView,
  queryOf,
  viewSpecOf,
  visibleColumns,
  writeView,
} from './view-state.ts';

const col = (id: string, extra: Partial<ListColumn<unknown>> = {}): ListColumn<unknown> => ({
  id,
  title: id,
  width: 100,
  render: () => null,
  csv: () => '',
  ...extra,
});

const filters: ListFilter[] = [
  { kind: 'text', name: 'q', label: 'q', search: true },
  {
    kind: 'select',
    name: 'status',
    label: 's',
    options: [
      { value: 'active', label: 'a' },
      { value: 'banned', label: 'b' },
    ],
  },
  { kind: 'dateRange', from: 'registeredFrom', to: 'registeredTo', label: 'r' },
];

const spec = viewSpecOf({
  columns: [
    col('visibleId'),
    col('nickname'),
    col('coins', { sortField: 'coinBalance' }),
    col('registered', { sortField: 'registeredAt' }),
    col('inviteCode', { hiddenByDefault: true }),
  ],
  filters,
  defaultSort: 'registeredAt:desc',
});

const parse = (query: string) => parseView(new URLSearchParams(query), spec);

describe('URL → view', () => {
  test('an empty query is the default view', () => {
    expect(parse('')).toEqual({
      page: 1,
      pageSize: DEFAULT_PAGE_SIZE,
      sort: 'registeredAt:desc',
      filters: {},
      columns: null,
    });
  });

  test('reads page, size, sort, filters and columns', () => {
    expect(
      parse(
        'page=3&size=50&sort=coinBalance:asc&q=%20Lin%20&status=banned&registeredFrom=2026-01-02&cols=nickname,visibleId',
      ),
    ).toEqual({
      page: 3,
      pageSize: 50,
      sort: 'coinBalance:asc',
      filters: { q: 'Lin', status: 'banned', registeredFrom: '2026-01-02' },
      columns: ['visibleId', 'nickname'],
    });
  });

  test('malformed or unknown values fall back to the defaults', () => {
    expect(
      parse('page=0&size=33&sort=nickname:asc&status=deleted&registeredTo=yesterday&cols=nope&other=1'),
    ).toEqual({
      page: 1,
      pageSize: DEFAULT_PAGE_SIZE,
      sort: 'registeredAt:desc',
      filters: {},
      columns: null,
    });
    expect(parse('page=2.5&sort=coinBalance:up').page).toBe(1);
    expect(parse('sort=coinBalance:up').sort).toBe('registeredAt:desc');
    expect(parse('sort=coinBalance:asc:x').sort).toBe('registeredAt:desc');
  });
});

describe('view → URL', () => {
  const base: ListView = parse('');

  test('the default view writes nothing and keeps foreign parameters', () => {
    expect(writeView(base, spec, new URLSearchParams('member=42')).toString()).toBe('member=42');
  });

  test('writes only what differs from the defaults', () => {
    const view: ListView = {
      page: 2,
      pageSize: 100,
      sort: 'coinBalance:desc',
      filters: { q: '1380', status: 'active', registeredTo: '2026-02-01' },
      columns: ['nickname', 'visibleId', 'inviteCode'],
    };
    const out = writeView(view, spec, new URLSearchParams('page=9&status=banned&member=7'));
    expect(Object.fromEntries(out)).toEqual({
      member: '7',
      page: '2',
      size: '100',
      sort: 'coinBalance:desc',
      q: '1380',
      status: 'active',
      registeredTo: '2026-02-01',
      cols: 'visibleId,nickname,inviteCode',
    });
  });

  test('the default columns (in any order) and the default sort are left out', () => {
    const view = {
      ...base,
      sort: 'registeredAt:desc',
      columns: ['registered', 'coins', 'nickname', 'visibleId'],
    };
    expect(writeView(view, spec).toString()).toBe('');
  });

  test('round-trips', () => {
    const query =
      'page=4&size=10&sort=registeredAt:asc&q=ab&status=active&registeredFrom=2026-03-01&cols=visibleId,coins';
    const view = parse(query);
    expect(parse(writeView(view, spec).toString())).toEqual(view);
  });
});

describe('sorting, columns and the query', () => {
  test('a header click cycles desc → asc → default', () => {
    expect(nextSort('registeredAt:desc', 'coinBalance', 'registeredAt:desc')).toBe('coinBalance:desc');
    expect(nextSort('coinBalance:desc', 'coinBalance', 'registeredAt:desc')).toBe('coinBalance:asc');
    expect(nextSort('coinBalance:asc', 'coinBalance', 'registeredAt:desc')).toBe('registeredAt:desc');
    expect(nextSort('registeredAt:desc', 'registeredAt', 'registeredAt:desc')).toBe('registeredAt:asc');
    expect(nextSort('registeredAt:asc', 'registeredAt', 'registeredAt:desc')).toBe('registeredAt:desc');
  });

  test('visible columns: URL first, then the stored choice, then the defaults', () => {
    expect(visibleColumns(parse('cols=coins'), ['nickname'], spec)).toEqual(['coins']);
    expect(visibleColumns(parse(''), ['inviteCode', 'nickname', 'gone'], spec)).toEqual([
      'nickname',
      'inviteCode',
    ]);
    expect(visibleColumns(parse(''), ['gone'], spec)).toEqual([
      'visibleId',
      'nickname',
      'coins',
      'registered',
    ]);
    expect(visibleColumns(parse(''), null, spec)).toEqual(['visibleId', 'nickname', 'coins', 'registered']);
  });

  test('the query carries paging, sort, filters and the fixed values', () => {
    const view = parse('page=2&status=active');
    expect(hasFilters(view)).toBe(true);
    expect(hasFilters(parse('page=2'))).toBe(false);
    expect(queryOf(view, { kind: 'vip' })).toEqual({
      kind: 'vip',
      status: 'active',
      current: 2,
      pageSize: DEFAULT_PAGE_SIZE,
      sort: 'registeredAt:desc',
    });
  });
});
