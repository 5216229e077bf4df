import { Intent } from '@blueprintjs/core';
import type { Category } from '@opsdeck/shared/schemas';
import type { TFunction } from 'i18next';

/**
 * A content form's field frames: `intent(f)` marks a field with a message; `group(f, label)` gives
 * its FormGroup the label (a star when required), the input's id (`<prefix>-<field>`) and the message.
 */
export function fieldGroups<F extends string>(prefix: string, errorOf: (field: F) => string | undefined) {
  const intent = (f: F) => (errorOf(f) ? Intent.DANGER : Intent.NONE);
  const group = (f: F, label: string, required = false) => ({
    label,
    labelFor: `${prefix}-${f}`,
    labelInfo: required ? '*' : undefined,
    intent: intent(f),
    helperText: errorOf(f),
  });
  return { intent, group };
}

/** A category select's options: "choose a category", then the categories by name. */
export function categoryOptions(t: TFunction, categories: readonly Pick<Category, 'id' | 'name'>[]) {
  return [
    { value: '', label: t('contentWeb.wallpaper.chooseCategory') },
    ...categories.map((c) => ({ value: String(c.id), label: c.name })),
  ];
}
