import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Running } from '../helpers/cli.js';
import { apiData } from '../helpers/console.js';

// Helpers of tests/cli/batch.test.ts: a batch run that can be killed half way, and direct API reads.

/**
 * The lines of an NDJSON file written so far (none when it does not exist yet). A line still being
 * written when the file is read (the CLI appends while the test polls; a reader can see half a
 * write) has no newline yet: it is left for the next read.
 */
export function ndjsonLines(path: string): Record<string, unknown>[] {
  if (!existsSync(path)) return [];
  const text = readFileSync(path, 'utf8');
  return text
    .slice(0, text.lastIndexOf('\n') + 1)
    .split('\n')
    .filter((l) => l.trim() !== '')
    .map((l) => JSON.parse(l) as Record<string, unknown>);
}

export { type Running, startCli } from '../helpers/cli.js';

/** Sends `signal` once the results file holds at least `lines` lines; resolves with the run's end. */
export async function killAfter(run: Running, results: string, lines: number, signal: NodeJS.Signals) {
  const deadline = Date.now() + 240_000;
  for (;;) {
    if (run.child.exitCode !== null) break;
    if (ndjsonLines(results).length >= lines) {
      run.child.kill(signal);
      break;
    }
    if (Date.now() > deadline) throw new Error(`no ${lines} results lines in 240 s`);
    await new Promise((r) => setTimeout(r, 25));
  }
  return run.done;
}

/** The API as the operator of `home` (the token the CLI saved at login). */
export function apiAs(home: string, apiUrl: string) {
  const hosts = JSON.parse(readFileSync(join(home, 'config/opsdeck/credentials.json'), 'utf8')).hosts;
  const token = hosts[apiUrl].token as string;
  return <T>(path: string): Promise<T> => apiData<T>(apiUrl, token, path);
}

/** Every row of a paged list (`/admin/orders?…`), 100 at a time. */
export async function allPages<T>(get: <R>(path: string) => Promise<R>, path: string): Promise<T[]> {
  const rows: T[] = [];
  for (let current = 1; ; current++) {
    const page = await get<{ list: T[] }>(
      `${path}${path.includes('?') ? '&' : '?'}pageSize=100&current=${current}`,
    );
    rows.push(...page.list);
    if (page.list.length < 100) return rows;
  }
}
