import type { Locale } from '@opsdeck/shared/i18n';
import type { Category, CategoryScope } from '@opsdeck/shared/schemas';
import { categoryCreateBodySchema, categoryUpdateBodySchema } from '@opsdeck/shared/schemas';
import { type Checked, checkWith, numberInput } from '../shared/validate.ts';

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

function valuesOf(draft: CategoryDraft) {
  return { ...draft, sort: numberInput(draft.sort) };
}

/** Checks a new category with the shared create schema. */
export function checkCreate(draft: CategoryDraft, locale: Locale): Checked<unknown> {
  return checkWith(categoryCreateBodySchema, valuesOf(draft), locale, CATEGORY_FIELDS);
}

/** The fields of the draft that differ from the row. */
export function changedOf(row: Category, draft: CategoryDraft): CategoryField[] {
  const before = draftOf(row);
  return CATEGORY_FIELDS.filter((f) => draft[f].trim() !== before[f]);
}

/** Checks an edit with the shared update schema; the body holds only changed fields and the row's updatedAt. */
export function checkUpdate(row: Category, draft: CategoryDraft, locale: Locale): Checked<unknown> {
  const values = valuesOf(draft);
  const body: Record<string, unknown> = { updatedAt: row.updatedAt };
  for (const f of changedOf(row, draft)) body[f] = values[f];
  return checkWith(categoryUpdateBodySchema, body, locale, CATEGORY_FIELDS);
}
