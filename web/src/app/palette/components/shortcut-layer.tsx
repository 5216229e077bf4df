import './palette-keys.css';
import { Classes, HotkeysContext } from '@blueprintjs/core';
import {
  bindShortcuts,
  chordMatches,
  createSequenceMatcher,
  parseShortcut,
  type RouteEntry,
  SEQUENCE_TIMEOUT_MS,
  type ShortcutBinding,
} from '@opsdeck/shared/catalogue';
import { useContext, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { useWebApi } from '../../../lib/api-context.tsx';
import { isTypingTarget } from '../../../lib/typing-target.ts';
import { userStore } from '../../../stores/user-store.ts';
import type { PaletteItem } from '../lib/palette-item.ts';
import { isMacPlatform, PALETTE_KEYS } from '../lib/palette-keys.ts';
import { runPaletteItem } from '../lib/run-item.ts';
import { useLazyPaletteIndex } from '../lib/use-palette-index.ts';
import { KeyCaps } from './key-caps.tsx';

const SHEET = parseShortcut(PALETTE_KEYS.sheet)[0];

/** The lists on a page the keyboard enters: the data lists, and tables marked `data-keyboard-list`. */
const KEYBOARD_LISTS = '.od-data-table .od-rows, [data-keyboard-list]';

/**
 * Lists: j or k while the focus is nowhere in particular (after `g m`, say: the page area or its
 * heading) moves into the list on screen and moves its row, so ↑↓ and Enter work from there on (the
 * list handles them itself); Enter there opens the active row, the first one on a new page. A list
 * may name more keys of its own (`data-list-keys="a r"`: approve, reject), taken the same way.
 */
function enterVisibleList(e: KeyboardEvent): boolean {
  if (e.ctrlKey || e.metaKey || e.altKey || e.shiftKey) return false;
  const active = document.activeElement;
  const nowhere =
    !active ||
    active === document.body ||
    active.matches('.od-main, .od-main h1, .od-main h2, .od-main h3, .od-main h4');
  if (!nowhere) return false;
  const container = [...document.querySelectorAll<HTMLElement>(KEYBOARD_LISTS)].find(
    (el) => el.offsetParent !== null,
  );
  const keys = ['j', 'k', 'Enter', ...(container?.dataset.listKeys?.split(' ') ?? [])];
  if (!container || !keys.includes(e.key)) return false;
  e.preventDefault();
  container.focus();
  container.dispatchEvent(new KeyboardEvent('keydown', { key: e.key, bubbles: true }));
  return true;
}

/** True when Blueprint already binds this shortcut globally (the tab bar's Alt keys): it runs there. */
function boundElsewhere(
  shortcut: string,
  hotkeys: readonly { combo: string; global?: boolean; disabled?: boolean }[],
) {
  return hotkeys.some(
    (h) => h.global && !h.disabled && h.combo.replace(/\s/g, '') === shortcut.replace(/\s/g, ''),
  );
}

/**
 * The console's keyboard shortcuts outside text fields: `?` opens the shortcut sheet, `g` then a
 * key goes to a main screen (a hint lists the keys after `g`), and every other shortcut of the
 * catalogue runs its action, each only when the current role may use it (the palette's own index
 * and run-time guard). Nothing fires while focus is in an input, textarea, select or editor.
 */
export function ShortcutLayer({
  navigate,
  builtRoutes,
}: {
  navigate: (to: string) => void;
  builtRoutes: readonly RouteEntry[];
}) {
  const api = useWebApi();
  const { i18n } = useTranslation();
  const { role } = useSnapshot(userStore);
  const [hotkeys, dispatch] = useContext(HotkeysContext);
  const [hint, setHint] = useState<ShortcutBinding<PaletteItem>[] | null>(null);
  const mac = useMemo(() => isMacPlatform(), []);
  const _locale = i18n.language;
  const registered = useRef(hotkeys.hotkeys);
  registered.current = hotkeys.hotkeys;

  // The index (and the bindings made from it) is built at the first key outside a text field, not
  // when the shell mounts.
  const items = useLazyPaletteIndex(builtRoutes);

  useEffect(() => {
    if (!role) return;
    let made: ReturnType<typeof createSequenceMatcher<PaletteItem>> | undefined;
    const matcherOf = () =>
      (made ??= createSequenceMatcher(
        bindShortcuts(items().flatMap((i) => (i.shortcut ? [{ shortcut: i.shortcut, target: i }] : []))),
        { mac },
      ));
    let timer: ReturnType<typeof setTimeout> | undefined;
    const clearHint = () => {
      clearTimeout(timer);
      setHint(null);
    };
    const onKeyDown = (e: KeyboardEvent) => {
      if (e.defaultPrevented || e.isComposing || isTypingTarget(e.target)) {
        made?.reset();
        clearHint();
        return;
      }
      if (document.querySelector('.od-palette')) return;
      const matcher = matcherOf();
      if (!matcher.pending && SHEET && chordMatches(SHEET, e, mac)) {
        e.preventDefault();
        dispatch({ type: 'OPEN_DIALOG' });
        return;
      }
      const step = matcher.feed(e);
      if (step.type === 'pending') {
        e.preventDefault();
        clearTimeout(timer);
        setHint(step.next);
        timer = setTimeout(() => {
          matcher.reset();
          setHint(null);
        }, SEQUENCE_TIMEOUT_MS);
      } else if (step.type === 'match') {
        clearHint();
        if (boundElsewhere(step.binding.shortcut, registered.current)) return;
        e.preventDefault();
        void runPaletteItem(step.binding.target, { role: userStore.role, builtRoutes, navigate, api });
      } else {
        clearHint();
        enterVisibleList(e);
      }
    };
    document.addEventListener('keydown', onKeyDown);
    // The layer loads after sign-in: the page says when its keys are live (browser tests wait for it).
    document.body.dataset.shortcuts = 'on';
    return () => {
      clearTimeout(timer);
      document.removeEventListener('keydown', onKeyDown);
      delete document.body.dataset.shortcuts;
    };
  }, [role, items, mac, builtRoutes, navigate, dispatch, api]);

  if (!hint) return null;
  return (
    <div className={`od-sequence-hint ${Classes.ELEVATION_3}`} role="status" data-testid="sequence-hint">
      {hint.map((b) => (
        <span key={b.shortcut} className="od-sequence-hint-item">
          <KeyCaps shortcut={b.shortcut} mac={mac} />
          <span>{b.target.title}</span>
        </span>
      ))}
    </div>
  );
}
