import type { Locale } from '@opsdeck/shared/i18n';
import type { OnlineStatus } from '@opsdeck/shared/schemas';
import { businessInputValue, instantOfBusinessInput } from '@opsdeck/shared/schemas/business-time';
import { type Checked, checkWith, numberInput } from '../shared/validate.ts';
import type { EditorialResource, EditorialRow, EditorialSchemas } from './editorial-resource.ts';

/** The dialog's fields. */
export const EDITORIAL_FIELDS = [
  'title',
  'slug',
  'subtitle',
  'coverUrl',
  'description',
  'sort',
  'status',
  'startsAt',
  'endsAt',
] as const;
export type EditorialField = (typeof EDITORIAL_FIELDS)[number];

/** What the dialog's inputs hold: text as typed; times as `datetime-local` values. */
export interface EditorialDraft {
  title: string;
  slug: string;
  subtitle: string;
  coverUrl: string;
  description: string;
  sort: string;
  status: OnlineStatus;
  startsAt: string;
  endsAt: string;
}

/**
 * An ISO time as the day-and-time input's value, in the business time zone (UTC+8) as every other
 * business time the console shows and reads, not the browser's ('' for none).
 */
export function toLocalInput(iso: string | null | undefined): string {
  return businessInputValue(iso);
}

/** The day-and-time input's value (business time zone) as ISO 8601 (null when empty; the raw text when it is not a time). */
export function fromLocalInput(value: string): string | null {
  return instantOfBusinessInput(value);
}

/** A new row's draft, offline, after the last one. */
export function emptyEditorialDraft(nextSort = 0): EditorialDraft {
  return {
    title: '',
    slug: '',
    subtitle: '',
    coverUrl: '',
    description: '',
    sort: String(nextSort),
    status: 'offline',
    startsAt: '',
    endsAt: '',
  };
}

/** A row as a draft. */
export function editorialDraftOf(row: EditorialRow): EditorialDraft {
  return {
    title: row.title,
    slug: row.slug,
    subtitle: row.subtitle ?? '',
    coverUrl: row.coverUrl,
    description: row.description,
    sort: String(row.sort),
    status: row.status,
    startsAt: toLocalInput(row.startsAt),
    endsAt: toLocalInput(row.endsAt),
  };
}

/** The fields this resource has. */
export function fieldsOf(resource: Pick<EditorialResource<EditorialRow>, 'fields'>): EditorialField[] {
  return EDITORIAL_FIELDS.filter(
    (f) =>
      (f !== 'subtitle' || resource.fields.subtitle) &&
      ((f !== 'startsAt' && f !== 'endsAt') || resource.fields.window),
  );
}

/** The draft as API values (only this resource's fields). */
function valuesOf(draft: EditorialDraft, fields: readonly EditorialField[]): Record<string, unknown> {
  const all: Record<EditorialField, unknown> = {
    ...draft,
    coverUrl: draft.coverUrl || undefined,
    sort: numberInput(draft.sort),
    startsAt: fromLocalInput(draft.startsAt),
    endsAt: fromLocalInput(draft.endsAt),
  };
  return Object.fromEntries(fields.map((f) => [f, all[f]]));
}

/** Checks a new row with the resource's shared create schema. */
export function checkEditorialCreate(
  resource: EditorialResource<EditorialRow>,
  schemas: Pick<EditorialSchemas, 'create'>,
  draft: EditorialDraft,
  locale: Locale,
): Checked<Record<string, unknown>> {
  const fields = fieldsOf(resource);
  return checkWith(schemas.create, valuesOf(draft, fields), locale, fields) as Checked<
    Record<string, unknown>
  >;
}

/** Checks an edit with the shared update schema: only changed fields, plus the row's updatedAt. */
export function checkEditorialUpdate(
  resource: EditorialResource<EditorialRow>,
  schemas: Pick<EditorialSchemas, 'update'>,
  row: EditorialRow,
  draft: EditorialDraft,
  locale: Locale,
): Checked<Record<string, unknown>> {
  const fields = fieldsOf(resource);
  const before = valuesOf(editorialDraftOf(row), fields);
  const after = valuesOf(draft, fields);
  const body: Record<string, unknown> = { updatedAt: row.updatedAt };
  for (const f of fields) {
    if (JSON.stringify(before[f]) !== JSON.stringify(after[f])) body[f] = after[f];
  }
  return checkWith(schemas.update, body, locale, fields) as Checked<Record<string, unknown>>;
}
