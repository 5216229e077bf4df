import { actionEntries, settingEntries } from '@opsdeck/shared/catalogue';
import { LOCALES, type Locale, translate } from '@opsdeck/shared/i18n';
import { describe, expect, test } from 'vitest';
import { allLanguageTitles } from './palette/lib/all-titles.ts';
import { buildPaletteIndex } from './palette/lib/build-index.ts';
import { rankPalette } from './palette/lib/rank.ts';
import { builtRoutes } from './screens.ts';

/** The channel form, its result pages and the set list are built screens the palette finds by role. */
function found(role: 'admin' | 'user', locale: Locale, query: string): string[] {
  const items = buildPaletteIndex({
    titles: allLanguageTitles,
    role,
    t: (key) => translate(locale, key),
    builtRoutes,
    actions: actionEntries,
    settings: settingEntries,
  });
  return rankPalette(items, query, { limit: 1000 }).sections.flatMap((s) => s.items.map((i) => i.id));
}

describe('palette reachability of the form, result and set screens', () => {
  test('the four routes are built with their roles', () => {
    const byName = new Map(builtRoutes.map((r) => [r.name, r]));
    expect(byName.get('Step')?.roles).toEqual(['admin']);
    expect(byName.get('Success')?.roles).toEqual(['admin']);
    expect(byName.get('Error')?.roles).toEqual(['admin']);
    expect(byName.get('SearchTable')?.roles).toEqual(['*']);
  });

  for (const locale of LOCALES) {
    test(`${locale}: admins find all four by title; users find only the set list`, () => {
      const title = (key: string) => translate(locale, key);
      const cases = [
        ['Step', 'menu.form.step'],
        ['Success', 'menu.result.success'],
        ['Error', 'menu.result.error'],
        ['SearchTable', 'menu.list.searchTable'],
      ] as const;
      for (const [name, key] of cases) {
        expect(found('admin', locale, title(key)), name).toContain(`route:${name}`);
        expect(found('user', locale, title(key)).includes(`route:${name}`), name).toBe(
          name === 'SearchTable',
        );
      }
    });
  }

  test('admins find the create-channel and set-status actions; users do not', () => {
    for (const [id, query] of [
      ['channels.create', 'create channel'],
      ['channels.create', '创建渠道'],
      ['sets.setStatus', 'set online'],
    ] as const) {
      expect(found('admin', 'en-US', query), query).toContain(`action:${id}`);
      expect(found('user', 'en-US', query), query).not.toContain(`action:${id}`);
    }
  });
});
