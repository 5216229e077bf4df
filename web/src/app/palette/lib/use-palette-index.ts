import { actionEntries, type RouteEntry, settingEntries } from '@opsdeck/shared/catalogue';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { userStore } from '../../../stores/user-store.ts';
import { canRunAction } from './action-registry.ts';
import { buildPaletteIndex } from './build-index.ts';
import type { PaletteItem, ReadingOf } from './palette-item.ts';

/**
 * The catalogue's screens, actions and settings the current role may use, titled in the current
 * language (built again when either changes): the palette's items, the shortcuts' and the sheet's.
 * `titles` adds search words in other languages (the palette's `allLanguageTitles`), `pinyin` the
 * pinyin of Chinese texts (the palette's `readingOf`).
 */
export function usePaletteIndex(
  builtRoutes: readonly RouteEntry[],
  titles?: (key: string) => string[],
  pinyin?: ReadingOf,
): PaletteItem[] {
  const { i18n } = useTranslation();
  const { role } = useSnapshot(userStore);
  const locale = i18n.language;
  // biome-ignore lint/correctness/useExhaustiveDependencies: the titles follow the language
  return useMemo(
    () =>
      buildPaletteIndex({
        role,
        t: (key) => i18n.t(key),
        ...(titles ? { titles } : {}),
        ...(pinyin ? { pinyin } : {}),
        builtRoutes,
        actions: actionEntries,
        settings: settingEntries,
        canRun: (a) => canRunAction(a, { role, builtRoutes }),
      }),
    [role, builtRoutes, locale, titles, pinyin],
  );
}
