import { closeSync, openSync, writeSync } from 'node:fs';
import { UsageError } from '@opsdeck/shared/errors';
import type { Translate } from '../../i18n.js';
import type { RowOutcome } from './process-row.js';

/** Where row outcomes are recorded as they happen. */
export interface ResultsSink {
  write(outcome: RowOutcome): void;
  close(): void;
}

/**
 * `--results FILE`: one NDJSON line per row, written (unbuffered) the moment the row is done, so a
 * run that is killed still leaves the rows it finished on record. The file is replaced.
 */
export function openResultsFile(t: Translate, path: string): ResultsSink {
  let fd: number;
  try {
    fd = openSync(path, 'w', 0o600);
  } catch (error) {
    const reason = (error as NodeJS.ErrnoException).code ?? (error as Error).message;
    throw new UsageError(t('cli.batch.errors.resultsUnwritable', { file: path, reason }));
  }
  return {
    write: (outcome) => {
      writeSync(fd, `${JSON.stringify(outcome)}\n`);
    },
    close: () => closeSync(fd),
  };
}

/** A row as one tab-separated line for scripts: line, status, member, key, order number or error. */
export function outcomeTsv(o: RowOutcome): string {
  const last =
    o.status === 'failed'
      ? (o.error?.message ?? '')
      : o.status === 'pending'
        ? `approval #${o.approvalId ?? ''}`
        : (o.orderNo ?? '');
  return [String(o.line), o.status, o.member, o.key, last]
    .map((v) => v.replace(/[\t\r\n]+/g, ' '))
    .join('\t');
}
