import type { Locale } from '@opsdeck/shared/i18n';
import { type WallpaperCreateInput, wallpaperCreateBodySchema } from '@opsdeck/shared/schemas';
import { type Checked, checkWith, numberInput } from '../shared/validate.ts';
import { WALLPAPER_FIELDS, type WallpaperDraft } from './wallpaper-draft.ts';

/*
 * The new-wallpaper form's checks with the shared schema (zod): loaded after /wallpaper/create's
 * first paint, or by a save asked for before then (`wallpaperChecks`, use-wallpaper-checks.ts).
 */

/** Checks the form with the shared create schema (price rule included) and builds the body. */
export function checkWallpaper(draft: WallpaperDraft, locale: Locale): Checked<WallpaperCreateInput> {
  const input = {
    imageUrl: draft.image?.url,
    thumbUrl: draft.image?.thumbUrl,
    width: draft.image?.width,
    height: draft.image?.height,
    title: draft.title,
    categoryId: draft.categoryId === '' ? undefined : Number(draft.categoryId),
    topicIds: draft.topicIds,
    tags: draft.tags,
    type: draft.type,
    durationSeconds: draft.duration.trim() === '' ? null : numberInput(draft.duration),
    access: draft.access,
    priceCoins: numberInput(draft.price) ?? 0,
    status: draft.status,
  };
  return checkWith(
    wallpaperCreateBodySchema,
    input,
    locale,
    WALLPAPER_FIELDS,
  ) as Checked<WallpaperCreateInput>;
}
