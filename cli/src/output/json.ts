import type { IOStreams } from '../io/io-streams.js';

/**
 * Prints a command's data as JSON on stdout (nothing else goes there with --json): indented on a
 * terminal, one line when piped. The later `--json field,field` and `--ndjson` hook in here.
 */
export function writeJson(io: IOStreams, data: unknown): void {
  const text = io.isStdoutTTY() ? JSON.stringify(data, null, 2) : JSON.stringify(data);
  io.stdout.write(`${text}\n`);
}
