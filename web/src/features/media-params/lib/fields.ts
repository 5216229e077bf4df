import { MEDIA_FIELDS, type MediaParams } from '@opsdeck/shared/schemas';

// the form's fields and its options' labels are shared: every reader of a change (the approval's
// detail, the admins' to-do, the CLI) lists and words the parameters as the form does
export { MEDIA_FIELDS, type MediaField, optionLabel } from '@opsdeck/shared/schemas';

/** The form's values: one string per field path. */
export type MediaValues = Record<string, string>;

function get(obj: unknown, path: string): unknown {
  return path.split('.').reduce<unknown>((o, k) => (o as Record<string, unknown> | undefined)?.[k], obj);
}

/** The parameters as form values. */
export function toValues(p: MediaParams): MediaValues {
  return Object.fromEntries(MEDIA_FIELDS.map((f) => [f.path, String(get(p, f.path) ?? '')]));
}

/** The form values as the request body (numbers where the schema wants numbers; the schema checks). */
export function toBody(values: MediaValues): unknown {
  const out: Record<string, unknown> = {};
  for (const f of MEDIA_FIELDS) {
    const raw = values[f.path] ?? '';
    const value = f.control === 'number' ? (raw.trim() === '' ? undefined : Number(raw)) : raw;
    const keys = f.path.split('.');
    let node = out;
    for (const k of keys.slice(0, -1)) {
      if (node[k] === undefined) node[k] = {};
      node = node[k] as Record<string, unknown>;
    }
    node[keys[keys.length - 1] as string] = value;
  }
  return out;
}
