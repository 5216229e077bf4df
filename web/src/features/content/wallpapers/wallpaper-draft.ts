import type { ContentAccess, PublishStatus, UploadResult, WallpaperType } from '@opsdeck/shared/schemas';

/*
 * The new-wallpaper form's fields and draft, without zod: /wallpaper/create draws from them before
 * its checks (wallpaper-checks.ts, loaded after the first paint: use-wallpaper-checks.ts) are in.
 */

/** The fields of the new-wallpaper form (API names, so server messages land on them). */
export const WALLPAPER_FIELDS = [
  'imageUrl',
  'title',
  'categoryId',
  'topicIds',
  'tags',
  'type',
  'durationSeconds',
  'access',
  'priceCoins',
  'status',
] as const;
export type WallpaperField = (typeof WALLPAPER_FIELDS)[number];

/** What the form holds. */
export interface WallpaperDraft {
  image: UploadResult | null;
  title: string;
  categoryId: string;
  topicIds: number[];
  tags: string[];
  type: WallpaperType;
  /** A live wallpaper's playing time in seconds, as typed ('' for none). */
  duration: string;
  access: ContentAccess;
  price: string;
  status: Extract<PublishStatus, 'draft' | 'online'>;
}

export const EMPTY_WALLPAPER: WallpaperDraft = {
  image: null,
  title: '',
  categoryId: '',
  topicIds: [],
  tags: [],
  type: 'static',
  duration: '',
  access: 'free',
  price: '0',
  status: 'draft',
};

/** The title a file name suggests: "spring_blossom-01.png" → "spring blossom 01". */
export function titleFromFileName(name: string): string {
  return name
    .replace(/\.[a-z0-9]+$/i, '')
    .replace(/[_-]+/g, ' ')
    .trim()
    .slice(0, 60);
}
