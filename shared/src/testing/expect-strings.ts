/** Assertions the shared tests share (test-only: left out of the build). */
import { expect } from 'vitest';
import { flattenKeys, LOCALES, translate } from '../i18n/translate.js';

/** An area's strings and field labels in both languages hold the same keys. */
export function expectSameKeys(
  strings: { en: Record<string, unknown>; zh: Record<string, unknown> },
  fields: { en: Record<string, string>; zh: Record<string, string> },
): void {
  expect(flattenKeys(strings.zh).sort()).toEqual(flattenKeys(strings.en).sort());
  expect(Object.keys(fields.zh).sort()).toEqual(Object.keys(fields.en).sort());
}

/** Every value of each enum has its label `<prefix>.<value>` in every language. */
export function expectEnumLabels(groups: Array<[prefix: string, values: readonly string[]]>): void {
  for (const locale of LOCALES) {
    for (const [prefix, values] of groups) {
      for (const v of values)
        expect(translate(locale, `${prefix}.${v}`), `${locale} ${prefix}.${v}`).not.toBe(`${prefix}.${v}`);
    }
  }
}
