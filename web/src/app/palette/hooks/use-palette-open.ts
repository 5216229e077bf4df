import { type RefObject, useCallback, useEffect, useRef, useState } from 'react';
import {
  dropTypedKeysUnlessForForm,
  holdTypedKeys,
  replayTypedKeys,
  takeTypedKeys,
} from '../../../lib/typed-ahead.ts';
import { OPEN_PALETTE_EVENT } from '../../chrome/lib/chrome-commands.ts';
import { isOpenPaletteKey } from '../lib/palette-keys.ts';

/** How long an opened palette's search field is looked for (about 10 s at 60 frames a second). */
const LOOK_AT_MOST_FRAMES = 600;

/**
 * Whether the palette is open: Ctrl+K / ⌘K toggles it anywhere (also in text fields), the navbar's
 * search button sends OPEN_PALETTE_EVENT; only with a role (signed in). `onShow` resets it, so each
 * opening starts fresh, also when it reopens while the last one is still fading out. Once open (and
 * on each new page, `pageKey`) the search field in `frame` takes the focus after the overlay settled:
 * an overlay below (the member drawer) may pull an early autofocus back to itself. What is typed
 * from the opening key until then is kept and typed into that field (lib/typed-ahead.ts).
 */
export function usePaletteOpen(opts: {
  enabled: boolean;
  mac: boolean;
  onShow: () => void;
  frame: RefObject<HTMLElement | null>;
  pageKey: unknown;
  /** The event named an action (`detail.actionId`): open on its page. */
  onAction?: (actionId: string) => void;
}) {
  const { enabled, mac, onShow, frame, pageKey, onAction } = opts;
  const [open, setOpen] = useState(false);
  const openRef = useRef(open);
  openRef.current = open;

  const show = useCallback(() => {
    onShow();
    setOpen(true);
  }, [onShow]);

  useEffect(() => {
    if (!enabled) {
      setOpen(false);
      return;
    }
    const onKey = (e: KeyboardEvent) => {
      if (e.repeat || !isOpenPaletteKey(e, mac)) return;
      e.preventDefault();
      e.stopPropagation();
      if (openRef.current) setOpen(false);
      else {
        holdTypedKeys();
        show();
      }
    };
    const onEvent = (e: Event) => {
      if (!openRef.current) {
        holdTypedKeys();
        show();
      }
      const actionId = (e as CustomEvent<{ actionId?: unknown } | null>).detail?.actionId;
      if (typeof actionId === 'string') onAction?.(actionId);
    };
    window.addEventListener('keydown', onKey, true);
    window.addEventListener(OPEN_PALETTE_EVENT, onEvent);
    return () => {
      window.removeEventListener('keydown', onKey, true);
      window.removeEventListener(OPEN_PALETTE_EVENT, onEvent);
    };
  }, [enabled, mac, show, onAction]);

  const wasOpen = useRef(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: each page brings its own search field
  useEffect(() => {
    const closing = wasOpen.current && !open;
    wasOpen.current = open;
    // closed before its field took them: they are not the page's either, unless the action run
    // opens a form on its screen, whose field takes them (replayTypedKeysInForm)
    if (closing) dropTypedKeysUnlessForForm();
    if (!open) return;
    // each frame looks for the field until it is drawn: on a busy machine the overlay may take more
    // than the two frames it takes idle, and the kept keys wait for it
    let frames = 0;
    const look = () => {
      frames += 1;
      const input = frame.current?.querySelector<HTMLInputElement>('[cmdk-input]');
      if (!input) {
        if (frames < LOOK_AT_MOST_FRAMES) id = requestAnimationFrame(look);
        else takeTypedKeys(); // no field came: the keys are nobody's
        return;
      }
      if (document.activeElement !== input) input.focus();
      replayTypedKeys(input);
    };
    let id = requestAnimationFrame(look);
    return () => cancelAnimationFrame(id);
  }, [open, pageKey, frame]);

  return { open, setOpen };
}
