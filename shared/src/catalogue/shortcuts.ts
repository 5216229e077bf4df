import type { ActionEntry } from './types.js';

/**
 * Keyboard shortcuts of the catalogue. A shortcut is one chord (`mod+shift+l`, `alt+shift+w`, `?`)
 * or a sequence of chords separated by spaces (`g m`: press g, then m). `mod` is ⌘ on macOS and
 * Ctrl elsewhere. Actions carry theirs in `ActionEntry.shortcut` (or below); routes take theirs
 * from `routeShortcuts`. The web console binds them and lists them in its `?` sheet; the palette
 * shows them next to each item.
 */

/** The key that starts the "go to" sequences. */
export const SEQUENCE_LEADER = 'g';

/** `g`-then-key sequences to the main screens, by route name (a route without a screen is skipped). */
export const routeShortcuts: Readonly<Record<string, string>> = {
  Workplace: 'g d',
  Monitor: 'g l',
  DataAnalysis: 'g a',
  MemberList: 'g m',
  OrderVip: 'g o',
  OrderPatch: 'g r',
  CategoryList: 'g c',
  WallpaperList: 'g w',
  TopicList: 'g t',
  PointOverview: 'g p',
  CheckinList: 'g k',
  Info: 'g i',
  Setting: 'g s',
};

/** Shortcuts of actions that do not declare one on their entry, by action id. */
export const actionShortcuts: Readonly<Record<string, string>> = {
  'chrome.openSettings': 'g e',
};

/** The shortcut of an action: its own, else the one given here. */
export function shortcutOfAction(entry: Pick<ActionEntry, 'id' | 'shortcut'>): string | undefined {
  return entry.shortcut ?? actionShortcuts[entry.id];
}

/** The shortcut of a route, by name. */
export function shortcutOfRoute(name: string): string | undefined {
  return routeShortcuts[name];
}

/** One key press of a shortcut: a key (lower case, or a named key) and its modifiers. */
export interface KeyChord {
  key: string;
  /** ⌘ on macOS, Ctrl elsewhere. */
  mod: boolean;
  ctrl: boolean;
  meta: boolean;
  alt: boolean;
  shift: boolean;
}

/** What a chord is matched against; a DOM KeyboardEvent has these fields. */
export interface KeyPress {
  key: string;
  code?: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
  shiftKey: boolean;
}

const KEY_ALIASES: Readonly<Record<string, string>> = {
  esc: 'escape',
  return: 'enter',
  space: ' ',
  slash: '/',
  question: '?',
  plus: '+',
  up: 'arrowup',
  down: 'arrowdown',
  left: 'arrowleft',
  right: 'arrowright',
  del: 'delete',
};

const MODIFIERS = ['mod', 'ctrl', 'meta', 'cmd', 'alt', 'option', 'shift'] as const;

/** Parses one chord (`mod+shift+l`; the plus key is `plus`); throws on a missing key or an unknown modifier. */
export function parseChord(text: string): KeyChord {
  const parts = text.trim().toLowerCase().split('+');
  const keyPart = parts.pop() ?? '';
  const key = KEY_ALIASES[keyPart] ?? keyPart;
  if (!key) throw new Error(`shortcut "${text}" has no key`);
  const chord: KeyChord = { key, mod: false, ctrl: false, meta: false, alt: false, shift: false };
  for (const m of parts) {
    if (!(MODIFIERS as readonly string[]).includes(m))
      throw new Error(`shortcut "${text}": unknown modifier "${m}"`);
    if (m === 'mod') chord.mod = true;
    else if (m === 'ctrl') chord.ctrl = true;
    else if (m === 'meta' || m === 'cmd') chord.meta = true;
    else if (m === 'alt' || m === 'option') chord.alt = true;
    else chord.shift = true;
  }
  return chord;
}

/** Parses a shortcut into its chords: `g m` → [g, m]; `mod+k` → [mod+k]. */
export function parseShortcut(text: string): KeyChord[] {
  const steps = text.trim().split(/\s+/).filter(Boolean);
  if (steps.length === 0) throw new Error('empty shortcut');
  return steps.map(parseChord);
}

/** True when the press is a modifier key alone (Shift, Control…), which never completes a chord. */
export function isModifierPress(press: Pick<KeyPress, 'key'>): boolean {
  return ['shift', 'control', 'alt', 'meta', 'os', 'altgraph', 'capslock'].includes(press.key.toLowerCase());
}

/** The key a press names: the letter or digit of its physical key when Alt changed the character. */
function keyOf(press: KeyPress): string {
  const m = /^(?:Key([A-Z])|Digit(\d))$/.exec(press.code ?? '');
  if (press.altKey && m) return (m[1] ?? m[2] ?? '').toLowerCase();
  return press.key.toLowerCase();
}

/** True when the press is the chord. Shift is ignored for symbols that need it (`?` is Shift+/). */
export function chordMatches(chord: KeyChord, press: KeyPress, mac: boolean): boolean {
  if (keyOf(press) !== chord.key) return false;
  const wantCtrl = chord.ctrl || (chord.mod && !mac);
  const wantMeta = chord.meta || (chord.mod && mac);
  if (press.ctrlKey !== wantCtrl || press.metaKey !== wantMeta || press.altKey !== chord.alt) return false;
  const symbol = chord.key.length === 1 && !/[a-z0-9]/.test(chord.key);
  return symbol || press.shiftKey === chord.shift;
}

/** A shortcut bound to something (a route, an action). */
export interface ShortcutBinding<T> {
  shortcut: string;
  chords: KeyChord[];
  target: T;
}

/** What a key press did to a sequence in progress. */
export type SequenceStep<T> =
  | { type: 'none' }
  | { type: 'pending'; typed: KeyChord[]; next: ShortcutBinding<T>[] }
  | { type: 'match'; binding: ShortcutBinding<T> };

/** Binds shortcuts; a shortcut that does not parse is a programming error and throws. */
export function bindShortcuts<T>(entries: readonly { shortcut: string; target: T }[]): ShortcutBinding<T>[] {
  return entries.map((e) => ({ shortcut: e.shortcut, chords: parseShortcut(e.shortcut), target: e.target }));
}

/** How long the next key of a sequence may take (ms). */
export const SEQUENCE_TIMEOUT_MS = 1500;

/**
 * Follows key presses through the bound shortcuts: a press that starts a sequence is `pending`
 * (with the bindings it may still become), the press that completes one is a `match`, anything else
 * is `none` and starts over (a press that fails mid-sequence is tried as a fresh start). A sequence
 * left alone for `timeoutMs` is forgotten. Modifier-only presses are ignored.
 */
export function createSequenceMatcher<T>(
  bindings: readonly ShortcutBinding<T>[],
  opts: { mac?: boolean; timeoutMs?: number } = {},
) {
  const mac = opts.mac ?? false;
  const timeoutMs = opts.timeoutMs ?? SEQUENCE_TIMEOUT_MS;
  let typed: KeyChord[] = [];
  let lastAt = 0;

  function advance(press: KeyPress, prefix: KeyChord[]): SequenceStep<T> {
    const depth = prefix.length;
    const next = bindings.filter(
      (b) =>
        b.chords.length > depth &&
        prefix.every((c, i) => sameChord(c, b.chords[i])) &&
        chordMatches(b.chords[depth] as KeyChord, press, mac),
    );
    if (next.length === 0) return { type: 'none' };
    const done = next.find((b) => b.chords.length === depth + 1);
    if (done) return { type: 'match', binding: done };
    return { type: 'pending', typed: [...prefix, next[0]?.chords[depth] as KeyChord], next };
  }

  return {
    feed(press: KeyPress, now: number = Date.now()): SequenceStep<T> {
      if (isModifierPress(press)) return typed.length > 0 ? pendingOf(typed) : { type: 'none' };
      if (typed.length > 0 && now - lastAt > timeoutMs) typed = [];
      let step = advance(press, typed);
      if (step.type === 'none' && typed.length > 0) step = advance(press, []);
      typed = step.type === 'pending' ? step.typed : [];
      lastAt = now;
      return step;
    },
    reset(): void {
      typed = [];
    },
    get pending(): boolean {
      return typed.length > 0;
    },
  };

  function pendingOf(prefix: KeyChord[]): SequenceStep<T> {
    const next = bindings.filter(
      (b) => b.chords.length > prefix.length && prefix.every((c, i) => sameChord(c, b.chords[i])),
    );
    return { type: 'pending', typed: prefix, next };
  }
}

function sameChord(a: KeyChord, b: KeyChord | undefined): boolean {
  return (
    !!b &&
    a.key === b.key &&
    a.mod === b.mod &&
    a.ctrl === b.ctrl &&
    a.meta === b.meta &&
    a.alt === b.alt &&
    a.shift === b.shift
  );
}

const KEY_LABELS: Readonly<Record<string, string>> = {
  escape: 'Esc',
  enter: '↵',
  ' ': 'Space',
  arrowup: '↑',
  arrowdown: '↓',
  arrowleft: '←',
  arrowright: '→',
  backspace: '⌫',
  delete: 'Del',
};

/** How a shortcut reads on screen, one list of key caps per chord: `g m` → [['G'], ['M']]. */
export function shortcutKeyCaps(text: string, mac: boolean): string[][] {
  return parseShortcut(text).map((c) => {
    const caps: string[] = [];
    if (c.ctrl || (c.mod && !mac)) caps.push(mac ? '⌃' : 'Ctrl');
    if (c.alt) caps.push(mac ? '⌥' : 'Alt');
    if (c.shift) caps.push(mac ? '⇧' : 'Shift');
    if (c.meta || (c.mod && mac)) caps.push(mac ? '⌘' : 'Meta');
    caps.push(KEY_LABELS[c.key] ?? (c.key.length === 1 ? c.key.toUpperCase() : c.key));
    return caps;
  });
}
