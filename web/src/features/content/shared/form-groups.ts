import type { Category } from '@opsdeck/shared/schemas';
import type { TFunction } from 'i18next';
import { type FieldFrame, intentOf } from '../../../components/form/text-field.tsx';

/**
 * A content form's field frames: `intent(f)` marks a field with a message; `frame(f, label)` gives
 * its `Field` or `TextField` the label (a star when required), the input's id (`<prefix>-<field>`)
 * and the message.
 */
export function fieldGroups<F extends string>(prefix: string, errorOf: (field: F) => string | undefined) {
  const intent = (f: F) => intentOf(errorOf(f));
  const frame = (f: F, label: string, required = false): FieldFrame => ({
    id: `${prefix}-${f}`,
    label,
    required,
    error: errorOf(f),
  });
  return { intent, frame };
}

/** A category select's options: "choose a category", then the categories by name. */
export function categoryOptions(t: TFunction, categories: readonly Pick<Category, 'id' | 'name'>[]) {
  return [
    { value: '', label: t('contentWeb.wallpaper.chooseCategory') },
    ...categories.map((c) => ({ value: String(c.id), label: c.name })),
  ];
}
