import { allRoutes } from '@opsdeck/shared/catalogue';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { afterAll, describe, expect, test } from 'vitest';
import { i18n } from '../../../lib/i18n.ts';
import { userStore } from '../../../stores/user-store.ts';
import { allLanguageTitles } from './all-titles.ts';
import { usePaletteIndex } from './use-palette-index.ts';

const builtRoutes = allRoutes().map((r) => ({ ...r, built: true }));
const wrapper = ({ children }: { children: ReactNode }) => (
  <I18nextProvider i18n={i18n}>{children}</I18nextProvider>
);

describe('the palette index in the console', () => {
  afterAll(() => {
    userStore.role = '';
  });

  for (const locale of ['en-US', 'zh-CN'] as const) {
    test(`every row and group heading is text, not an i18next complaint (${locale})`, async () => {
      await i18n.changeLanguage(locale);
      userStore.role = 'admin';
      const { result } = renderHook(() => usePaletteIndex(builtRoutes, allLanguageTitles), { wrapper });
      const items = result.current;
      expect(items.length).toBeGreaterThan(40);
      for (const item of items) {
        for (const text of [item.title, item.hint ?? '', item.groupLabel, ...item.keywords]) {
          expect(text, item.id).not.toMatch(/returned an object|^menu\./);
        }
      }
      // a route's second line names its menu group (a group key is an object whose title is `_`)
      const coins = items.find(
        (i) => i.id === 'route:ReissueCoins' || i.hint?.endsWith('/member/patch-coin'),
      );
      expect(coins?.hint).toBe(
        `${locale === 'en-US' ? 'Members' : i18n.t('menu.member._')} · /member/patch-coin`,
      );
    });
  }

  test('a search for reissue finds no user-centre screens', async () => {
    await i18n.changeLanguage('en-US');
    userStore.role = 'admin';
    const { result } = renderHook(() => usePaletteIndex(builtRoutes, allLanguageTitles), { wrapper });
    const user = result.current.filter((i) => i.hint?.includes('/user/'));
    expect(user.length).toBeGreaterThan(0);
    for (const item of user) expect(item.search.all, item.id).not.toContain('reissue');
  });
});
