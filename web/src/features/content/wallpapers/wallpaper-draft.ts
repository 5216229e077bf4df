import type { Locale } from '@opsdeck/shared/i18n';
import {
  type ContentAccess,
  type PublishStatus,
  type UploadResult,
  type WallpaperCreateInput,
  type WallpaperType,
  wallpaperCreateBodySchema,
} from '@opsdeck/shared/schemas';
import { type Checked, checkWith, numberInput } from '../shared/validate.ts';

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
