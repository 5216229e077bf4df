import type { z } from 'zod';

/*
 * Numbers as a person types them: a CLI flag (`--coins 1,500`), a batch file's amount, a console
 * amount field, a palette argument. Zod-free (a subpath export), so the CLI's command tree and the
 * console's first screens can read a number without loading the schemas.
 */

/** Why a typed text is not read as a number though it is made of digits and group separators. */
export const BAD_GROUPING = 'badGrouping';

/** The message key of a badly grouped number (`{{field}}` as formatIssuesIn names it). */
export const GROUPING_MESSAGE = 'validation.grouping';

const separators = new Map<string, { group: string; decimal: string }>();

/** The language's group and decimal separators (`,` and `.` in en-US and in zh-CN), as Intl writes them. */
function separatorsOf(locale: string): { group: string; decimal: string } {
  let found = separators.get(locale);
  if (!found) {
    const parts = new Intl.NumberFormat(locale).formatToParts(12345.5);
    found = {
      group: parts.find((p) => p.type === 'group')?.value ?? ',',
      decimal: parts.find((p) => p.type === 'decimal')?.value ?? '.',
    };
    separators.set(locale, found);
  }
  return found;
}

const escaped = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A number typed in the language: plain (`1500`, `-5`, `2.5`, `.5`) or grouped in thousands as the
 * language writes it and as the CLI and the console print it (`1,500`, `15,000`, `1,500.5`; en-US
 * and zh-CN both group with `,`). Returns the number; `BAD_GROUPING` when the text is digits and
 * group separators but not in threes after the first group (`1,50`, `15,00,0`, `,500`, `1,,500`);
 * undefined for anything else (not a number: the schema that reads it names the rule).
 */
export function readTypedNumber(locale: string, text: string): number | typeof BAD_GROUPING | undefined {
  const s = text.trim();
  const { group, decimal } = separatorsOf(locale);
  const g = escaped(group);
  const d = escaped(decimal);
  const fraction = `(?:${d}\\d*)?`;
  if (
    new RegExp(`^[+-]?(?:\\d+${fraction}|${d}\\d+)$`).test(s) ||
    new RegExp(`^[+-]?\\d{1,3}(?:${g}\\d{3})+${fraction}$`).test(s)
  )
    return Number(s.replaceAll(group, '').replace(decimal, '.'));
  if (s.includes(group) && new RegExp(`^[+-]?[\\d${g}]+(?:${d}\\d*)?$`).test(s)) return BAD_GROUPING;
  return undefined;
}

/**
 * What a schema should see for a typed number: the number when the text reads as one, else the
 * text as typed (so the schema names the rule it breaks); undefined for an empty text.
 */
export function typedNumberInput(locale: string, text: string | undefined): number | string | undefined {
  if (text === undefined || text.trim() === '') return undefined;
  const read = readTypedNumber(locale, text);
  return typeof read === 'number' ? read : text.trim();
}

/**
 * A schema's issues with those of a badly grouped typed number (`texts`: what was typed, by field)
 * replaced by one issue naming the grouping rule (`validation.grouping`: "Coins: group the digits in
 * threes, as in 1,500 …"), instead of "must be a number".
 */
export function explainGrouping(
  issues: readonly z.core.$ZodIssue[],
  texts: Readonly<Record<string, string | undefined>>,
  locale: string,
): z.core.$ZodIssue[] {
  const bad = new Set(
    Object.entries(texts)
      .filter(([, text]) => text !== undefined && readTypedNumber(locale, text) === BAD_GROUPING)
      .map(([field]) => field),
  );
  if (bad.size === 0) return [...issues];
  const explained = new Set<string>();
  const out: z.core.$ZodIssue[] = [];
  for (const issue of issues) {
    const field = String(issue.path[0] ?? '');
    if (!bad.has(field)) out.push(issue);
    else if (!explained.has(field)) {
      explained.add(field);
      out.push({
        code: 'custom',
        path: issue.path.slice(0, 1),
        message: GROUPING_MESSAGE,
        params: { rule: 'grouping' },
        input: texts[field],
      });
    }
  }
  return out;
}
