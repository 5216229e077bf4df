/**
 * Keys typed between asking for the palette (Ctrl+K, the navbar's search) and its search field
 * taking the focus: its code may still be loading, and once open the field is focused a frame or two
 * later. Without this, `reissue co` typed at speed reached the palette as `co` (the rest went to the
 * page, or to the shortcuts) and an Enter ran whatever was first. From `holdTypedKeys()` a capture
 * listener keeps the text keys, Backspace and Enter; `replayTypedKeys(input)` types them into the
 * field once it has the focus (as the browser would: React sees an input event) and presses Enter
 * after the list has drawn for the text.
 */

/** A kept key: one character, 'Backspace' or 'Enter'. */
type TypedKey = string;

/** Kept keys are dropped (and the keyboard given back) if no field took them by then. */
const HOLD_AT_MOST_MS = 15_000;

let held: TypedKey[] | null = null;
/** An Enter handler said it acts later and will replay the keys itself (`keepTypedKeys`). */
let kept = false;
/** True while a kept Enter is handed to its field (the listener lets it through). */
let replaying = false;
let timer: ReturnType<typeof setTimeout> | undefined;

/** The key as typed text, Backspace or Enter; null for any other key (left to the page). */
export function typedKeyOf(e: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey' | 'isComposing'>) {
  if (e.ctrlKey || e.metaKey || e.altKey || e.isComposing) return null;
  if (e.key === 'Enter' || e.key === 'Backspace') return e.key;
  return e.key.length === 1 ? e.key : null;
}

function onKey(e: KeyboardEvent): void {
  if (!held || replaying) return;
  const key = typedKeyOf(e);
  if (key === null) return;
  e.preventDefault();
  e.stopImmediatePropagation();
  held.push(key);
}

/** From now until `takeTypedKeys`/`replayTypedKeys`, typed keys are kept for the palette's field. */
export function holdTypedKeys(keys: readonly TypedKey[] = []): void {
  if (!held) {
    held = [];
    window.addEventListener('keydown', onKey, true);
  }
  held.push(...keys);
  clearTimeout(timer);
  timer = setTimeout(takeTypedKeys, HOLD_AT_MOST_MS);
}

/**
 * For an Enter handler that acts later (it waits for an answer, or opens another page): the keys
 * typed meanwhile are kept, and it replays them (`replayTypedKeys`) into the field that follows.
 */
export function keepTypedKeys(): void {
  holdTypedKeys();
  kept = true;
}

/** True while keys are kept. */
export function holdingTypedKeys(): boolean {
  return held !== null;
}

/** Stops keeping keys and answers those kept. */
export function takeTypedKeys(): TypedKey[] {
  const keys = held ?? [];
  held = null;
  clearTimeout(timer);
  window.removeEventListener('keydown', onKey, true);
  return keys;
}

/**
 * The text the keys leave in a field that held `start` (Backspace deletes), and the keys from the
 * first one the field's own handler must see: an Enter, or a Backspace on the emptied field (which
 * goes back a step in the palette's flows, so it cannot be typed as an edit).
 */
export function typedText(start: string, keys: readonly TypedKey[]): { text: string; rest: TypedKey[] } {
  let text = start;
  for (let i = 0; i < keys.length; i++) {
    const key = keys[i] as TypedKey;
    if (key === 'Enter' || (key === 'Backspace' && text === '')) return { text, rest: keys.slice(i) };
    text = key === 'Backspace' ? text.slice(0, -1) : text + key;
  }
  return { text, rest: [] };
}

/** A field kept keys are typed into. */
type TextField = HTMLInputElement | HTMLTextAreaElement;

function isTextField(el: Element | null): el is TextField {
  return el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement;
}

/** Sets a React-controlled field's value as typing does (the native setter, then an input event). */
function typeInto(field: TextField, value: string): void {
  if (field.value === value) return;
  const proto =
    field instanceof HTMLInputElement ? HTMLInputElement.prototype : HTMLTextAreaElement.prototype;
  Object.getOwnPropertyDescriptor(proto, 'value')?.set?.call(field, value);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

/** Runs `then` once what the last input changed has drawn: two frames, then a task (React's effects). */
function afterDrawn(then: () => void): void {
  requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(then, 0)));
}

/**
 * Types the kept keys into the focused `input`: the text first, then, once the list has drawn for
 * it, an Enter (or a Backspace on the empty field) on the field. The keys typed after it go where it leads: to the
 * field that has the focus after it (the next step's), or, when its handler acts later
 * (`keepTypedKeys`: it waits for an answer, opens another page), they are kept for it to replay. A
 * read-only field (a review waiting for its confirmation) takes no replayed keys: they are dropped.
 */
export function replayTypedKeys(input: TextField): void {
  const keys = takeTypedKeys();
  if (keys.length === 0 || input.readOnly) return;
  const { text, rest } = typedText(input.value, keys);
  typeInto(input, text);
  if (rest.length === 0) return;
  holdTypedKeys(rest.slice(1));
  const key = rest[0] as TypedKey;
  afterDrawn(() => {
    kept = false;
    replaying = true;
    try {
      input.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }));
    } finally {
      replaying = false;
    }
    if (kept || !held) return;
    // the Enter's own work (the next step) draws first: the keys are that step's
    afterDrawn(() => {
      if (kept || !held) return;
      replayWhereFocused();
    });
  });
}

/** Replays the kept keys into the field that has the focus (none: they are dropped). */
function replayWhereFocused(): void {
  const active = document.activeElement;
  if (isTextField(active)) replayTypedKeys(active);
  else takeTypedKeys();
}

/** How long kept keys wait for the form an action opens on its screen (its code may still load). */
const FORM_AT_MOST_MS = 10_000;

/** Stops waiting for that form; null while no form is waited for. */
let forForm: (() => void) | null = null;

/** A field of a form an action opened: a text field in a dialog or drawer, not the palette's own. */
function isFormField(el: EventTarget | null): el is TextField {
  return (
    el instanceof Element &&
    isTextField(el) &&
    !el.readOnly &&
    el.closest('.bp6-overlay') !== null &&
    el.closest('.od-palette') === null
  );
}

/**
 * For a palette action that opens a form on its screen (the password dialog of /user/setting, a new
 * API token, "Re-issue to all N matching"): the keys typed from its Enter until the form's field
 * takes the focus are typed there, as the palette's own pages take them, instead of being dropped
 * when the palette closes (they were: a password typed at once after "Change password" came out
 * empty). None in FORM_AT_MOST_MS: they are dropped, and the keyboard is the page's again.
 */
export function replayTypedKeysInForm(): void {
  holdTypedKeys();
  forForm?.();
  const onFocus = (e: FocusEvent) => {
    const field = e.target;
    if (!isFormField(field)) return;
    stop();
    // once the form has drawn around its field (its autoFocus fires during the commit)
    afterDrawn(() => (document.activeElement === field ? replayTypedKeys(field) : replayWhereFocused()));
  };
  const timer = setTimeout(() => {
    stop();
    takeTypedKeys();
  }, FORM_AT_MOST_MS);
  const stop = () => {
    clearTimeout(timer);
    document.removeEventListener('focusin', onFocus, true);
    forForm = null;
  };
  document.addEventListener('focusin', onFocus, true);
  forForm = stop;
}

/** The palette closed: the keys it kept are dropped, unless a form it opened waits for them. */
export function dropTypedKeysUnlessForForm(): void {
  if (!forForm) takeTypedKeys();
}

/**
 * For a handler that kept the keys (`keepTypedKeys`) and has now acted: once what it did has drawn
 * (the focus in the next field), the keys are typed there.
 */
export function replayTypedKeysWhenDrawn(): void {
  afterDrawn(replayWhereFocused);
}
