import { actionEntries, type RouteEntry, settingEntries } from '@opsdeck/shared/catalogue';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { titleOf } from '../../../lib/i18n.ts';
import { userStore } from '../../../stores/user-store.ts';
import { canRunAction } from './action-registry.ts';
import { buildPaletteIndex } from './build-index.ts';
import type { PaletteItem, ReadingOf } from './palette-item.ts';

/**
 * The catalogue's screens, actions and settings the current role may use, titled in the current
 * language, built on the first call of the returned function and kept until the role, the language
 * or the inputs change (then a new function). For what needs the index only when the operator acts
 * (a key of the shortcut layer, the `?` sheet opening): signing in does not pay for it.
 */
export function useLazyPaletteIndex(
  builtRoutes: readonly RouteEntry[],
  titles?: (key: string) => string[],
  pinyin?: ReadingOf,
): () => PaletteItem[] {
  const { i18n } = useTranslation();
  const { role } = useSnapshot(userStore);
  const locale = i18n.language;
  // biome-ignore lint/correctness/useExhaustiveDependencies: the titles follow the language
  return useMemo(() => {
    let built: PaletteItem[] | undefined;
    return () =>
      (built ??= buildPaletteIndex({
        role,
        t: (key) => titleOf(i18n.t, key),
        ...(titles ? { titles } : {}),
        ...(pinyin ? { pinyin } : {}),
        builtRoutes,
        actions: actionEntries,
        settings: settingEntries,
        canRun: (a) => canRunAction(a, { role, builtRoutes }),
      }));
  }, [role, builtRoutes, locale, titles, pinyin]);
}

/**
 * The same index, built at once (built again when the role or the language changes): the palette's
 * items. `titles` adds search words in other languages (the palette's `allLanguageTitles`),
 * `pinyin` the pinyin of Chinese texts (the palette's `readingOf`).
 */
export function usePaletteIndex(
  builtRoutes: readonly RouteEntry[],
  titles?: (key: string) => string[],
  pinyin?: ReadingOf,
): PaletteItem[] {
  const items = useLazyPaletteIndex(builtRoutes, titles, pinyin);
  return useMemo(() => items(), [items]);
}
