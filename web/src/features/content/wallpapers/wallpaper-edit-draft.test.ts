import type { Wallpaper } from '@opsdeck/shared/schemas';
import { describe, expect, test } from 'vitest';
import {
  checkWallpaperUpdate,
  isWallpaperEditChanged,
  wallpaperEditDraftOf,
} from './wallpaper-edit-draft.ts';

const live = {
  id: 7,
  title: 'Night rain 7',
  categoryId: 3,
  type: 'live',
  durationSeconds: 12,
  updatedAt: '2026-11-20T08:00:00.000Z',
} as Wallpaper;
const still = { ...live, type: 'static', durationSeconds: null } as Wallpaper;

describe('wallpaper edit form', () => {
  test('sends only what changed, with the updatedAt that was read', () => {
    const draft = { ...wallpaperEditDraftOf(live), title: '  Dawn  ', duration: '30' };
    expect(isWallpaperEditChanged(live, wallpaperEditDraftOf(live))).toBe(false);
    expect(isWallpaperEditChanged(live, draft)).toBe(true);
    expect(checkWallpaperUpdate(live, draft, 'en-US')).toMatchObject({
      ok: true,
      value: { title: 'Dawn', durationSeconds: 30, updatedAt: live.updatedAt },
    });
    const value = checkWallpaperUpdate(live, { ...wallpaperEditDraftOf(live), categoryId: '4' }, 'en-US');
    expect(value).toEqual({ ok: true, value: { categoryId: 4, updatedAt: live.updatedAt }, fields: {} });
  });

  test('a live duration is whole seconds from 1 to 3600, in the console language', () => {
    for (const duration of ['0', '3601', '2.5', 'ten']) {
      const checked = checkWallpaperUpdate(live, { ...wallpaperEditDraftOf(live), duration }, 'en-US');
      expect(checked.ok, duration).toBe(false);
      expect(Object.keys(checked.fields), duration).toEqual(['durationSeconds']);
    }
    const zh = checkWallpaperUpdate(live, { ...wallpaperEditDraftOf(live), duration: '3601' }, 'zh-CN');
    expect(zh.fields.durationSeconds).not.toBe(
      checkWallpaperUpdate(live, { ...wallpaperEditDraftOf(live), duration: '3601' }, 'en-US').fields
        .durationSeconds,
    );
    expect(zh.fields.durationSeconds).toContain('3,600');
  });

  test('a still image never sends a duration; an empty title is refused', () => {
    const draft = { ...wallpaperEditDraftOf(still), duration: '99' };
    expect(isWallpaperEditChanged(still, draft)).toBe(false);
    const empty = checkWallpaperUpdate(still, { ...draft, title: ' ' }, 'en-US');
    expect(empty.ok).toBe(false);
    expect(Object.keys(empty.fields)).toEqual(['title']);
  });
});
