import { Icons } from '@blueprintjs/icons';
import { actionEntries, allRoutes, menuGroups } from '@opsdeck/shared/catalogue';
import { describe, expect, test } from 'vitest';
import { CURATED_16, CURATED_20, isCurated } from './icon-paths.ts';
import { FIRST_16 } from './icons.ts';

/** Every source file of web/src (not tests, not this table), as text. */
const SOURCES = import.meta.glob<string>(
  ['../**/*.{ts,tsx}', '!../**/*.test.{ts,tsx}', '!./icons.ts', '!./icon-paths.ts'],
  {
    query: '?raw',
    import: 'default',
    eager: true,
  },
);

/** Icon names written in the UI: quoted valid icon names on lines that mention an icon. */
function iconNamesInSource(): Set<string> {
  const names = new Set<string>();
  for (const text of Object.values(SOURCES)) {
    for (const raw of text.split('\n')) {
      // not icon names: test ids, and the word 'icon' as a value (a field called icon)
      const line = raw.replace(/testId=(["'])[^"']*\1/g, '').replace(/(["'])icon\1/g, '');
      if (!/icon/i.test(line)) continue;
      for (const m of line.matchAll(/['"]([a-z0-9-]+)['"]/g)) {
        if (Icons.isValidIconName(m[1]!)) names.add(m[1]!);
      }
    }
  }
  return names;
}

describe('curated icons', () => {
  test('every catalogue icon is curated at 16px', () => {
    const icons = [
      ...menuGroups.map((g) => g.icon),
      ...allRoutes().flatMap((r) => (r.icon ? [r.icon] : [])),
      ...actionEntries.flatMap((a) => (a.icon ? [a.icon] : [])),
    ];
    expect(icons.filter((i) => !isCurated(i))).toEqual([]);
  });

  test('every built route of the list and form groups has a curated icon', () => {
    const routes = menuGroups.filter((g) => g.id === 'list' || g.id === 'form').flatMap((g) => g.children);
    expect(routes.map((r) => r.name)).toEqual(expect.arrayContaining(['Card', 'Group']));
    const bare = routes.filter((r) => r.built && !(r.icon && isCurated(r.icon)));
    expect(bare.map((r) => r.name)).toEqual([]);
  });

  test('every icon named in web/src is curated at 16px', () => {
    const names = iconNamesInSource();
    expect(names.size).toBeGreaterThan(10);
    expect([...names].filter((n) => !isCurated(n))).toEqual([]);
  });

  test('the curated tables hold real paths', () => {
    for (const table of [CURATED_16, CURATED_20]) {
      for (const [name, paths] of Object.entries(table)) {
        expect(Icons.isValidIconName(name), name).toBe(true);
        expect(paths?.length, name).toBeGreaterThan(0);
      }
    }
  });

  test('the icons drawn before sign-in are curated too, with the same paths', () => {
    expect(Object.keys(FIRST_16).length).toBeGreaterThan(0);
    for (const [name, paths] of Object.entries(FIRST_16)) expect(CURATED_16[name as never], name).toBe(paths);
  });
});
