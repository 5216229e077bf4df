import type { i18n as I18n } from 'i18next';

/**
 * Blueprint writes some accessible names in English into its own markup (the close button of
 * drawers, dialogs and toasts, a numeric input's step buttons, a spinner, the select's clear
 * button and listbox) and points a numeric input's step buttons at an id of its own, which no
 * element has once the field is given its own id (as every labelled field here is). This keeps
 * those names in the console's language and the step buttons pointing at their input: it
 * watches the document and rewrites what Blueprint rendered, remembering Blueprint's original
 * word so a language switch translates it again.
 */
const BLUEPRINT_LABELS: Record<string, string> = {
  Close: 'web.blueprint.close',
  increment: 'web.blueprint.increment',
  decrement: 'web.blueprint.decrement',
  loading: 'web.blueprint.loading',
  'Clear filter query': 'web.blueprint.clearQuery',
  'selectable options': 'web.blueprint.options',
  'Remove tag': 'web.blueprint.removeTag',
  Back: 'web.blueprint.back',
};

/** Where the original English word is kept once translated. */
const ORIGINAL = 'data-bp-label';

const SELECTOR = [
  ...Object.keys(BLUEPRINT_LABELS).map((label) => `[aria-label="${label}"]`),
  `[${ORIGINAL}]`,
].join(',');

/** Translates Blueprint's labels under `root` and re-points numeric inputs' step buttons. */
export function fixBlueprintLabels(root: ParentNode, i18n: I18n): void {
  for (const el of root.querySelectorAll(SELECTOR)) {
    const original = el.getAttribute(ORIGINAL) ?? el.getAttribute('aria-label') ?? '';
    const key = BLUEPRINT_LABELS[original];
    if (!key) continue;
    const label = i18n.t(key);
    if (el.getAttribute(ORIGINAL) !== original) el.setAttribute(ORIGINAL, original);
    if (el.getAttribute('aria-label') !== label) el.setAttribute('aria-label', label);
  }
  // Blueprint's tab list moves with the arrow keys among tabs marked aria-disabled="false"; under
  // React 19 its Tab's default `disabled: false` no longer reaches the title, which then has no
  // aria-disabled at all, so the arrows did nothing (the /user/setting tabs): mark them enabled
  for (const tab of root.querySelectorAll('.bp6-tab[role="tab"]:not([aria-disabled])')) {
    tab.setAttribute('aria-disabled', 'false');
  }
  for (const group of root.querySelectorAll('.bp6-numeric-input')) {
    const id = group.querySelector('input')?.id;
    if (!id) continue;
    for (const button of group.querySelectorAll('button[aria-controls]')) {
      if (button.getAttribute('aria-controls') !== id) button.setAttribute('aria-controls', id);
    }
  }
}

/** Keeps the document's Blueprint labels translated from now on; returns the undo function. */
export function watchBlueprintLabels(i18n: I18n, doc: Document = document): () => void {
  const fix = () => fixBlueprintLabels(doc.body, i18n);
  // Only what was just added is looked at (every keystroke in a list or the palette adds nodes),
  // with the numeric input around it, whose step buttons may be what changed.
  // Each place is looked at once per batch: a page of rows adds twenty siblings under one parent.
  const observer = new MutationObserver((records) => {
    const roots = new Set<ParentNode>();
    for (const record of records) {
      for (const node of record.addedNodes) {
        if (!(node instanceof Element)) continue;
        // from the parent, so that the added node itself (a close button, a numeric input) counts
        const around = node.closest('.bp6-numeric-input') ?? node;
        roots.add(around.parentElement ?? around);
      }
    }
    for (const root of roots) fixBlueprintLabels(root, i18n);
  });
  observer.observe(doc.body, { childList: true, subtree: true });
  i18n.on('languageChanged', fix);
  fix();
  return () => {
    observer.disconnect();
    i18n.off('languageChanged', fix);
  };
}
