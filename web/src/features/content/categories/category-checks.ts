import type { Locale } from '@opsdeck/shared/i18n';
import type { Category } from '@opsdeck/shared/schemas';
import { categoryCreateBodySchema, categoryUpdateBodySchema } from '@opsdeck/shared/schemas';
import { type Checked, checkWith } from '../shared/validate.ts';
import { CATEGORY_FIELDS, type CategoryDraft, changedOf, valuesOf } from './category-draft.ts';

/*
 * A category row's checks with the shared schemas (zod): loaded after the list's first paint, or
 * with the first edit (`categoryChecks.load`, use-category-checks.ts), so /category/list draws without zod.
 */

/** Checks a new category with the shared create schema. */
export function checkCreate(draft: CategoryDraft, locale: Locale): Checked<unknown> {
  return checkWith(categoryCreateBodySchema, valuesOf(draft), locale, CATEGORY_FIELDS);
}

/** Checks an edit with the shared update schema; the body holds only changed fields and the row's updatedAt. */
export function checkUpdate(row: Category, draft: CategoryDraft, locale: Locale): Checked<unknown> {
  const values = valuesOf(draft);
  const body: Record<string, unknown> = { updatedAt: row.updatedAt };
  for (const f of changedOf(row, draft)) body[f] = values[f];
  return checkWith(categoryUpdateBodySchema, body, locale, CATEGORY_FIELDS);
}

/** Checks a row's draft: an edit of `row`, or a new category when `row` is null. */
export function checkDraft(row: Category | null, draft: CategoryDraft, locale: Locale): Checked<unknown> {
  return row ? checkUpdate(row, draft, locale) : checkCreate(draft, locale);
}
