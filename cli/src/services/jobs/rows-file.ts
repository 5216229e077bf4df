import { UsageError } from '@opsdeck/shared/errors';
import type { Locale } from '@opsdeck/shared/i18n';
import type { ReissueJobRowInput } from '@opsdeck/shared/schemas';
import { typedNumberInput } from '@opsdeck/shared/schemas/typed-number';
import type { Translate } from '../../i18n.js';
import { parseCsv } from '../batch/csv.js';

/** The columns a job's rows file takes: the member's 8-digit ID, and optionally its own amount and reason. */
const COLUMNS = ['member', 'amount', 'reason'] as const;

/**
 * The explicit rows of a job from CSV text (a header naming `member` and optionally `amount` and
 * `reason`, one member a line): a row without amount or reason takes the command's. A file that
 * cannot be read as such is a usage error naming the line. An amount may be grouped as the CLI prints
 * it (`"1,500"`, quoted in CSV). The server checks the values (member
 * IDs that exist, each once; amounts within the limit) and names the row.
 */
export function jobRowsOf(t: Translate, text: string, locale: Locale): ReissueJobRowInput[] {
  const { records, problems } = parseCsv(text);
  const [problem] = problems;
  if (problem) throw new UsageError(t('cli.jobs.create.fileLine', { line: problem.line }));
  const [header, ...body] = records;
  const names = header?.fields.map((f) => f.trim().toLowerCase()) ?? [];
  const unknown = names.filter((n) => !(COLUMNS as readonly string[]).includes(n));
  if (!names.includes('member') || unknown.length > 0)
    throw new UsageError(t('cli.jobs.create.fileHeader', { columns: COLUMNS.join(', ') }));
  if (body.length === 0) throw new UsageError(t('cli.jobs.create.fileEmpty'));
  const cell = (fields: string[], name: string) => {
    const at = names.indexOf(name);
    const value = at >= 0 ? fields[at]?.trim() : undefined;
    return value ? value : undefined;
  };
  return body.map((r) => {
    if (r.fields.length !== names.length)
      throw new UsageError(t('cli.jobs.create.fileLine', { line: r.line }));
    const amount = cell(r.fields, 'amount');
    const reason = cell(r.fields, 'reason');
    return {
      member: cell(r.fields, 'member') ?? '',
      ...(amount !== undefined ? { amount: (typedNumberInput(locale, amount) ?? amount) as number } : {}),
      ...(reason !== undefined ? { reason } : {}),
    };
  });
}
