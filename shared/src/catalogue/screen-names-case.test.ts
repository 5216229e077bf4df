import { describe, expect, test } from 'vitest';
import { translate } from '../i18n/translate.js';
import { actionEntries } from './actions.js';
import { allRoutes, menuGroups, publicRoutes } from './routes.js';

/**
 * Names that keep their capitals inside a sentence-case name: proper names and acronyms (an all
 * capitals word, such as VIP or FAQ, keeps its capitals without being listed).
 */
const PROPER_NAMES = new Set(['OpsDeck', 'Blueprint']);

/** The words of an en-US name that break sentence case: a capital after the first word. */
function titleCaseWords(name: string): string[] {
  const words = name.split(/\s+/).filter(Boolean);
  return words.slice(1).filter((w) => /^[A-Z]/.test(w) && !PROPER_NAMES.has(w) && w !== w.toUpperCase());
}

/**
 * One convention for en-US names (docs/style.md): sentence case, as Blueprint's and GitHub's
 * consoles write them ("Member list", "Re-issue VIP"). The side menu, the palette's rows and
 * group headings, the window title and each screen's heading all read these strings.
 */
describe('en-US screen names are in sentence case', () => {
  test('the rule itself: a capital after the first word is refused unless a proper name or acronym', () => {
    expect(titleCaseWords('Member List')).toEqual(['List']);
    expect(titleCaseWords('Member list')).toEqual([]);
    expect(titleCaseWords('Re-issue VIP')).toEqual([]);
    expect(titleCaseWords('Welcome to OpsDeck')).toEqual([]);
  });

  test('every menu group, screen, public route and palette action', () => {
    const names = [
      ...menuGroups.map((g) => g.i18nKey),
      ...allRoutes().map((r) => r.i18nKey),
      ...publicRoutes.map((r) => r.i18nKey),
      ...actionEntries.map((a) => a.i18nKey),
      // the account menu's entries to the user centre's screens
      'navbar.userCenter',
      'navbar.userSettings',
      'navbar.switchRoles',
      // the exception pages' headings, the catch-all's among them ("not found" read lower case)
      'exception.e403',
      'exception.e404',
      'exception.e500',
      'exception.notFound',
    ].map((key) => ({ key, name: translate('en-US', key) }));
    expect(names.length).toBeGreaterThan(80);
    const broken = names.filter(({ name }) => titleCaseWords(name).length > 0 || !/^[A-Z0-9]/.test(name));
    expect(broken).toEqual([]);
  });
});
