import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { extname } from 'node:path';
import { UsageError } from '@opsdeck/shared/errors';
import type { Translate } from '../../i18n.js';
import { readAll } from '../../io/read-stdin.js';

/** The two formats a batch file may have. */
export type BatchFormat = 'csv' | 'ndjson';

/** A batch file as read: where from, its text, its format and the sha256 of its bytes. */
export interface BatchSource {
  /** The path as given, or `-` for standard input. */
  name: string;
  text: string;
  format: BatchFormat;
  sha256: string;
}

const EXTENSIONS: Record<string, BatchFormat> = {
  '.csv': 'csv',
  '.ndjson': 'ndjson',
  '.jsonl': 'ndjson',
  '.json': 'ndjson',
};

/**
 * The format of a batch file: by its extension (.csv; .ndjson, .jsonl, .json), else by its content
 * (NDJSON when the first thing in it is `{`, else CSV).
 */
function detectFormat(name: string, text: string): BatchFormat {
  const byName = EXTENSIONS[extname(name).toLowerCase()];
  if (byName) return byName;
  const start = text.replace(/^\uFEFF/, '').trimStart();
  return start.startsWith('{') ? 'ndjson' : 'csv';
}

/** Reads a batch file, or standard input for `-`; a file that cannot be read is a usage error. */
export async function readBatchSource(
  t: Translate,
  name: string,
  stdin: NodeJS.ReadableStream,
): Promise<BatchSource> {
  let bytes: Buffer;
  try {
    bytes = name === '-' ? Buffer.from(await readAll(stdin), 'utf8') : await readFile(name);
  } catch (error) {
    const reason = (error as NodeJS.ErrnoException).code ?? (error as Error).message;
    throw new UsageError(t('cli.batch.errors.unreadable', { file: name, reason }));
  }
  const text = bytes.toString('utf8');
  return {
    name,
    text,
    format: detectFormat(name === '-' ? '' : name, text),
    sha256: createHash('sha256').update(bytes).digest('hex'),
  };
}
