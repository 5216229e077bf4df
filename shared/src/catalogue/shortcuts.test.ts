import { describe, expect, test } from 'vitest';
import { actionEntries } from './actions.js';
import { allRoutes } from './routes.js';
import {
  actionShortcuts,
  bindShortcuts,
  chordMatches,
  createSequenceMatcher,
  type KeyPress,
  parseShortcut,
  routeShortcuts,
  SEQUENCE_TIMEOUT_MS,
  shortcutKeyCaps,
  shortcutOfAction,
} from './shortcuts.js';

const press = (key: string, mods: Partial<KeyPress> = {}): KeyPress => ({
  key,
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  shiftKey: false,
  ...mods,
});

describe('shortcut parser', () => {
  test('a sequence is chords separated by spaces; modifiers join with +', () => {
    expect(parseShortcut('g m').map((c) => c.key)).toEqual(['g', 'm']);
    expect(parseShortcut('mod+shift+L')).toEqual([
      { key: 'l', mod: true, ctrl: false, meta: false, alt: false, shift: true },
    ]);
    expect(parseShortcut('esc')[0]?.key).toBe('escape');
    expect(parseShortcut('?')[0]?.key).toBe('?');
  });

  test('bad shortcuts throw', () => {
    expect(() => parseShortcut('')).toThrow();
    expect(() => parseShortcut('hyper+k')).toThrow(/unknown modifier/);
    expect(() => parseShortcut('ctrl+')).toThrow(/no key/);
  });

  test('mod is Cmd on macOS and Ctrl elsewhere; Shift is ignored for symbols', () => {
    const [modK] = parseShortcut('mod+k');
    expect(chordMatches(modK!, press('k', { metaKey: true }), true)).toBe(true);
    expect(chordMatches(modK!, press('k', { ctrlKey: true }), true)).toBe(false);
    expect(chordMatches(modK!, press('k', { ctrlKey: true }), false)).toBe(true);
    expect(chordMatches(modK!, press('K', { ctrlKey: true, shiftKey: true }), false)).toBe(false);
    const [help] = parseShortcut('?');
    expect(chordMatches(help!, press('?', { shiftKey: true }), false)).toBe(true);
    // Alt changes the character on macOS: the physical key decides.
    const [closeAll] = parseShortcut('alt+shift+w');
    expect(chordMatches(closeAll!, press('„', { code: 'KeyW', altKey: true, shiftKey: true }), true)).toBe(
      true,
    );
  });

  test('key caps for the screen', () => {
    expect(shortcutKeyCaps('g m', false)).toEqual([['G'], ['M']]);
    expect(shortcutKeyCaps('mod+shift+c', true)).toEqual([['⇧', '⌘', 'C']]);
    expect(shortcutKeyCaps('mod+shift+c', false)).toEqual([['Ctrl', 'Shift', 'C']]);
  });
});

describe('g-sequence matcher', () => {
  const bindings = bindShortcuts([
    { shortcut: 'g m', target: 'members' },
    { shortcut: 'g d', target: 'dashboard' },
    { shortcut: 'alt+shift+w', target: 'tabs' },
  ]);

  test('g is pending with its continuations, then the second key matches', () => {
    const m = createSequenceMatcher(bindings);
    const first = m.feed(press('g'), 0);
    expect(first.type).toBe('pending');
    expect(first.type === 'pending' && first.next.map((b) => b.target)).toEqual(['members', 'dashboard']);
    expect(m.pending).toBe(true);
    const second = m.feed(press('m'), 100);
    expect(second.type === 'match' && second.binding.target).toBe('members');
    expect(m.pending).toBe(false);
  });

  test('a modifier press keeps the sequence; a wrong key ends it; a late key starts over', () => {
    const m = createSequenceMatcher(bindings);
    m.feed(press('g'), 0);
    expect(m.feed(press('Shift', { shiftKey: true }), 10).type).toBe('pending');
    expect(m.feed(press('x'), 20).type).toBe('none');
    m.feed(press('g'), 1000);
    expect(m.feed(press('m'), 1000 + SEQUENCE_TIMEOUT_MS + 1).type).toBe('none');
  });

  test('g g restarts; single chords match at once; plain keys match nothing', () => {
    const m = createSequenceMatcher(bindings);
    m.feed(press('g'), 0);
    expect(m.feed(press('g'), 10).type).toBe('pending');
    expect(m.feed(press('d'), 20)).toMatchObject({ type: 'match', binding: { target: 'dashboard' } });
    expect(m.feed(press('W', { altKey: true, shiftKey: true, code: 'KeyW' }), 30)).toMatchObject({
      type: 'match',
      binding: { target: 'tabs' },
    });
    expect(m.feed(press('m'), 40).type).toBe('none');
    m.reset();
    expect(m.pending).toBe(false);
  });
});

describe('catalogue shortcuts', () => {
  test('every shortcut parses, names a real route or action, and none is bound twice', () => {
    const names = new Set(allRoutes().map((r) => r.name));
    for (const name of Object.keys(routeShortcuts)) expect(names.has(name), name).toBe(true);
    const ids = new Set(actionEntries.map((a) => a.id));
    for (const id of Object.keys(actionShortcuts)) expect(ids.has(id), id).toBe(true);
    const all = [
      ...Object.values(routeShortcuts),
      ...actionEntries.flatMap((a) => {
        const s = shortcutOfAction(a);
        return s ? [s] : [];
      }),
    ];
    for (const s of all) expect(() => parseShortcut(s)).not.toThrow();
    expect(new Set(all).size).toBe(all.length);
  });

  test('the main areas have g sequences', () => {
    expect(routeShortcuts).toMatchObject({
      Workplace: 'g d',
      MemberList: 'g m',
      OrderVip: 'g o',
      CategoryList: 'g c',
      PointOverview: 'g p',
    });
    expect(actionShortcuts['chrome.openSettings']).toBe('g e');
    expect(routeShortcuts.Setting).toBe('g s');
  });
});
