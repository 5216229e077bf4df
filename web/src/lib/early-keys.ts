import { holdingTypedKeys, holdTypedKeys, typedKeyOf } from './typed-ahead.ts';
import { isTypingTarget } from './typing-target.ts';

/**
 * Keys pressed before the console's keyboard layer listens. The layer (signed-in-keyboard.tsx)
 * mounts once the console's code has loaded and the operator's role is known; an operator who
 * presses Ctrl+K the moment the workplace's address appears (right after signing in, or on a full
 * load) is earlier than that. From the first paint of a signed-in console (`keepEarlyKeys`, called by
 * the entry) this small listener keeps the keys the layer may answer, and the layer takes them
 * (`takeEarlyKeys`) when it starts listening and replays them. What is typed after the palette's key
 * is kept for the palette's field by typed-ahead.ts, as once the layer listens.
 */

/** A key kept for the layer; `ours` when it was taken from the page (its default prevented). */
export interface EarlyKey {
  event: KeyboardEvent;
  ours: boolean;
}

/** True on macOS and iOS (⌘ instead of Ctrl). */
export function isMacPlatform(nav: Pick<Navigator, 'userAgent'> | undefined = globalThis.navigator): boolean {
  return !!nav && /Mac|iPhone|iPad|iPod/.test(nav.userAgent);
}

/**
 * Ctrl+K (⌘K on macOS), the palette's key (`PALETTE_KEYS.open`, 'mod+k'), told without the
 * catalogue's chord parser so that the entry can check it; palette-keys.test.ts holds the two equal.
 */
export function isPaletteChord(
  e: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey' | 'shiftKey'>,
  mac: boolean,
): boolean {
  return e.key.toLowerCase() === 'k' && e.ctrlKey === !mac && e.metaKey === mac && !e.altKey && !e.shiftKey;
}

/**
 * A key the layer may answer, pressed before it listens: a printable key (with or without
 * modifiers) outside a text field, Enter with the focus nowhere in particular (the page or its
 * heading: the layer opens the list's active row), or the palette's key anywhere. Other keys (Tab,
 * arrows, Esc, Enter on a control) have done their work on the page and are not kept.
 */
export function isEarlyShortcutKey(e: KeyboardEvent, mac: boolean): boolean {
  if (isPaletteChord(e, mac)) return true;
  if (e.defaultPrevented || isTypingTarget(e.target)) return false;
  if (e.key === 'Enter') {
    const plain = !e.ctrlKey && !e.metaKey && !e.altKey && !e.shiftKey;
    return (
      plain &&
      (e.target === document.body || (e.target instanceof Element && /^H[1-4]$/.test(e.target.tagName)))
    );
  }
  return e.key.length === 1;
}

let kept: EarlyKey[] = [];
let listening = false;

function onKey(e: KeyboardEvent): void {
  if (!e.isTrusted || e.repeat || e.isComposing) return;
  // after the palette's key, typed-ahead.ts keeps what is typed for the palette's field
  if (holdingTypedKeys() && typedKeyOf(e) !== null) return;
  const mac = isMacPlatform();
  if (!isEarlyShortcutKey(e, mac)) return;
  const ours = isPaletteChord(e, mac);
  if (ours) {
    // the browser's own Ctrl+K must not take the palette's key, and what follows is the palette's
    e.preventDefault();
    e.stopPropagation();
    holdTypedKeys();
  }
  kept.push({ event: e, ours });
}

/** From now until the layer takes them, the keys it may answer are kept (a signed-in console). */
export function keepEarlyKeys(): void {
  if (listening) return;
  listening = true;
  window.addEventListener('keydown', onKey, true);
}

/** Stops keeping keys and answers those kept, oldest first (the layer, as it starts listening). */
export function takeEarlyKeys(): EarlyKey[] {
  if (listening) window.removeEventListener('keydown', onKey, true);
  listening = false;
  const keys = kept;
  kept = [];
  return keys;
}
