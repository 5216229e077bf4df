import type { Category, CategoryScope } from '@opsdeck/shared/schemas';
import { numberInput } from '../shared/validate.ts';

/*
 * Zod-free: the row's fields and drafts. The checks with the shared schemas are in
 * `category-checks.ts`, loaded after the list's first paint (`use-category-checks.ts`).
 */

/** The fields a category row edits inline. */
const TEXT_FIELDS = ['name', 'slug', 'icon'] as const;
export const CATEGORY_FIELDS = [...TEXT_FIELDS, 'scope', 'sort'] as const;
export type CategoryField = (typeof CATEGORY_FIELDS)[number];

/** What the row's inputs hold (the sort order as typed). */
export interface CategoryDraft {
  name: string;
  slug: string;
  icon: string;
  scope: CategoryScope;
  sort: string;
}

/** A new category's draft: after the last one in the list's order. */
export function emptyDraft(nextSort: number): CategoryDraft {
  return { name: '', slug: '', icon: '', scope: 'both', sort: String(nextSort) };
}

/** A row's values as a draft. */
export function draftOf(row: Category): CategoryDraft {
  return { name: row.name, slug: row.slug, icon: row.icon, scope: row.scope, sort: String(row.sort) };
}

/** The draft's values as the schemas take them (the sort order as a number when it is one). */
export function valuesOf(draft: CategoryDraft) {
  return { ...draft, sort: numberInput(draft.sort) };
}

/** The fields of the draft that differ from the row. */
export function changedOf(row: Category, draft: CategoryDraft): CategoryField[] {
  const before = draftOf(row);
  return CATEGORY_FIELDS.filter((f) => draft[f].trim() !== before[f]);
}
