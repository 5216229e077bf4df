import type { Category } from '@opsdeck/shared/schemas';
import { describe, expect, test } from 'vitest';
import { checkCreate, checkUpdate } from './category-checks.ts';
import { changedOf, draftOf, emptyDraft } from './category-draft.ts';

const row: Category = {
  id: 3,
  name: 'Festivals',
  slug: 'festivals',
  icon: 'star',
  scope: 'both',
  sort: 2,
  status: 'enabled',
  wallpaperCount: 10,
  templateCount: 4,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-02-01T10:00:00.000Z',
};

describe('category drafts', () => {
  test('a new category needs a name and a valid slug', () => {
    const result = checkCreate(emptyDraft(5), 'en-US');
    expect(result.ok).toBe(false);
    expect(Object.keys(result.fields).sort()).toEqual(['name', 'slug']);
    expect(checkCreate({ ...emptyDraft(5), name: 'Love', slug: 'love' }, 'en-US')).toMatchObject({
      ok: true,
      value: { name: 'Love', slug: 'love', sort: 5, scope: 'both', status: 'enabled' },
    });
  });

  test('an edit sends only the changed fields and the updatedAt it read', () => {
    const draft = { ...draftOf(row), name: 'Holidays', sort: '7' };
    expect(changedOf(row, draft)).toEqual(['name', 'sort']);
    expect(checkUpdate(row, draft, 'en-US')).toMatchObject({
      ok: true,
      value: { name: 'Holidays', sort: 7, updatedAt: row.updatedAt },
    });
  });

  test('a sort order that is not a whole number in range is refused on the sort field', () => {
    expect(checkUpdate(row, { ...draftOf(row), sort: '1.5' }, 'en-US').fields.sort).toBeTruthy();
    expect(checkUpdate(row, { ...draftOf(row), sort: 'x' }, 'en-US').fields.sort).toBeTruthy();
    expect(checkUpdate(row, { ...draftOf(row), sort: '10000' }, 'en-US').fields.sort).toBeTruthy();
  });
});
