import { typedNumberInput } from '@opsdeck/shared/schemas/typed-number';
import { zodDefOf as defOf, unwrapZod as unwrap } from '@opsdeck/shared/schemas/zod-walk';
import type { z } from 'zod';

/**
 * The arguments of a catalogue action as palette fields, read from its zod args schema: an object
 * whose fields are choices (enum, boolean), numbers, text or lists of numbers. Anything else (files,
 * nested objects) cannot be typed in the palette: such an action has no generic argument page.
 */
export type ArgField =
  | { name: string; kind: 'choice'; options: readonly string[]; optional: boolean }
  | { name: string; kind: 'number' | 'text' | 'numbers'; optional: boolean };

/** The fields of an args schema, or null when one of them cannot be typed in the palette. */
export function argFieldsOf(args: z.ZodType | undefined): ArgField[] | null {
  if (!args) return null;
  const root = unwrap(args).schema;
  const shape = defOf(root).shape;
  if (defOf(root).type !== 'object' || !shape) return null;
  const fields: ArgField[] = [];
  for (const [name, raw] of Object.entries(shape)) {
    const { schema, optional } = unwrap(raw);
    const def = defOf(schema);
    if (def.type === 'enum' && def.entries) {
      fields.push({ name, kind: 'choice', options: Object.values(def.entries).map(String), optional });
    } else if (def.type === 'boolean') {
      fields.push({ name, kind: 'choice', options: ['true', 'false'], optional });
    } else if (def.type === 'number') {
      fields.push({ name, kind: 'number', optional });
    } else if (def.type === 'string') {
      fields.push({ name, kind: 'text', optional });
    } else if (def.type === 'array' && def.element && defOf(unwrap(def.element).schema).type === 'number') {
      fields.push({ name, kind: 'numbers', optional });
    } else {
      return null;
    }
  }
  return fields;
}

/**
 * The value the schema should see for what was typed: nothing for an empty optional field, a number
 * when the text is one (grouped as the console and the CLI print it, `1,500`, or not: the shared
 * typed-number reading, as the CLI's flags and the re-issue amount fields), a list of numbers from
 * `1, 2 3`, a boolean for a yes/no choice; text that does not fit stays text, so the schema names the
 * rule it breaks.
 */
export function argValueOf(field: ArgField, text: string, locale: string): unknown {
  const s = text.trim();
  if (s === '') return field.kind === 'numbers' ? [] : undefined;
  if (field.kind === 'number') return typedNumberInput(locale, s);
  if (field.kind === 'numbers') {
    return s
      .split(/[\s,，]+/)
      .filter(Boolean)
      .map((p) => (/^[+-]?\d+$/.test(p) ? Number(p) : p));
  }
  if (field.kind === 'choice' && field.options.includes('true') && field.options.includes('false')) {
    return s === 'true' ? true : s === 'false' ? false : s;
  }
  return s;
}

/** What was typed in the single-number fields, by name (for `explainGrouping`). */
export function typedNumbersOf(
  fields: readonly ArgField[],
  texts: Readonly<Record<string, string>>,
): Record<string, string | undefined> {
  return Object.fromEntries(fields.filter((f) => f.kind === 'number').map((f) => [f.name, texts[f.name]]));
}

/** The args object from the typed texts, by field name (absent fields left out). */
export function argsOf(
  fields: readonly ArgField[],
  texts: Readonly<Record<string, string>>,
  locale: string,
): Record<string, unknown> {
  const args: Record<string, unknown> = {};
  for (const f of fields) {
    const value = argValueOf(f, texts[f.name] ?? '', locale);
    if (value !== undefined) args[f.name] = value;
  }
  return args;
}
