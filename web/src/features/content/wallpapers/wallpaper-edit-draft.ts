import type { Locale } from '@opsdeck/shared/i18n';
import { type Wallpaper, type WallpaperUpdateBody, wallpaperUpdateBodySchema } from '@opsdeck/shared/schemas';
import { type Checked, checkWith, numberInput } from '../shared/validate.ts';

/** What the detail page edits (API names, so the server's messages land on them). */
export const WALLPAPER_EDIT_FIELDS = ['title', 'categoryId', 'durationSeconds'] as const;
export type WallpaperEditField = (typeof WALLPAPER_EDIT_FIELDS)[number];

/** What the edit form holds: the title, the category id and a live wallpaper's seconds, as typed. */
export interface WallpaperEditDraft {
  title: string;
  categoryId: string;
  duration: string;
}

/** The form filled from the wallpaper as it was read. */
export function wallpaperEditDraftOf(row: Wallpaper): WallpaperEditDraft {
  return {
    title: row.title,
    categoryId: String(row.categoryId),
    duration: row.durationSeconds === null ? '' : String(row.durationSeconds),
  };
}

/** The fields as the API takes them; a still image's duration is never sent (it has none). */
function valuesOf(row: Wallpaper, draft: WallpaperEditDraft): Partial<Record<WallpaperEditField, unknown>> {
  return {
    title: draft.title.trim(),
    categoryId: draft.categoryId === '' ? undefined : Number(draft.categoryId),
    ...(row.type === 'live'
      ? { durationSeconds: draft.duration.trim() === '' ? null : numberInput(draft.duration) }
      : {}),
  };
}

/** The fields of the draft that differ from the row. */
function changedOf(row: Wallpaper, draft: WallpaperEditDraft): Partial<Record<WallpaperEditField, unknown>> {
  const before = valuesOf(row, wallpaperEditDraftOf(row));
  const after = valuesOf(row, draft);
  return Object.fromEntries(
    WALLPAPER_EDIT_FIELDS.filter(
      (f) => f in after && JSON.stringify(before[f]) !== JSON.stringify(after[f]),
    ).map((f) => [f, after[f]]),
  );
}

/**
 * Checks an edit with the shared update schema (a title of 1 to 60 characters, a category, a live
 * wallpaper's whole seconds from 1 to 3600): only the changed fields and the updatedAt that was read.
 */
export function checkWallpaperUpdate(
  row: Wallpaper,
  draft: WallpaperEditDraft,
  locale: Locale,
): Checked<WallpaperUpdateBody> {
  const body = { ...changedOf(row, draft), updatedAt: row.updatedAt };
  return checkWith(wallpaperUpdateBodySchema, body, locale, WALLPAPER_EDIT_FIELDS);
}

/** True when the draft differs from the row. */
export function isWallpaperEditChanged(row: Wallpaper, draft: WallpaperEditDraft): boolean {
  return Object.keys(changedOf(row, draft)).length > 0;
}
