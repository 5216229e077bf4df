import {
  AbortError,
  ApiError,
  CancelError,
  CODES,
  isSessionGoneCode,
  UsageError,
} from '@opsdeck/shared/errors';
import { CommanderError } from 'commander';
import { BatchFailedError, InterruptedError, NotSignedInError } from './errors.js';
import type { Translate } from './i18n.js';
import { type IOStreams, writeLine } from './io/io-streams.js';
import { displayWidth, wrapText } from './ui/plain.js';

/** The CLI's exit codes (documented in `opsdeck --help`). */
export const EXIT = {
  ok: 0,
  error: 1,
  /** Bad usage, or an operation refused or cancelled. */
  usage: 2,
  /** Not signed in, or the session is gone (no token, 401, 50008, 50012, 50014). */
  session: 4,
  /** The server refused the caller's role (403). */
  forbidden: 5,
  /** A batch finished, but some of its rows failed (the summary and --results say which). */
  partial: 6,
  /** Interrupted (Ctrl+C); a batch run again with the same file finishes without issuing twice. */
  interrupted: 130,
} as const;

/** Commander's codes for help and version output, which are not failures. */
const COMMANDER_OK = new Set(['commander.helpDisplayed', 'commander.version', 'commander.help']);

/** The exit code an error ends the program with: the one place that decides it. */
export function exitCodeFor(error: unknown): number {
  if (error instanceof CommanderError) return COMMANDER_OK.has(error.code) ? EXIT.ok : EXIT.usage;
  if (error instanceof UsageError || error instanceof CancelError) return EXIT.usage;
  if (error instanceof NotSignedInError) return EXIT.session;
  if (error instanceof BatchFailedError) return EXIT.partial;
  if (error instanceof InterruptedError) return EXIT.interrupted;
  if (error instanceof ApiError) {
    if (isSessionGoneCode(error.code)) return EXIT.session;
    if (error.code === CODES.forbidden || error.status === 403) return EXIT.forbidden;
  }
  return EXIT.error;
}

/** The lines printed on stderr for an error (commander prints its own). */
export function errorLines(error: unknown, t: Translate, commandPath = 'opsdeck'): string[] {
  if (error instanceof CommanderError) return [];
  // `error: …`; zh-CN `错误：…` with its full-width colon
  const line = (message: string) => t('cli.errors.line', { message });
  if (error instanceof CancelError) return [error.message];
  // a batch already printed its summary, which says what failed or how to resume
  if (error instanceof BatchFailedError || error instanceof InterruptedError) return [];
  if (error instanceof UsageError) {
    return [line(error.message), t('cli.errors.usageHint', { command: commandPath })];
  }
  if (error instanceof ApiError) {
    const lines = [line(error.message)];
    for (const d of error.details ?? [])
      if (d.message !== error.message) lines.push(`  ${d.field}: ${d.message}`);
    if (isSessionGoneCode(error.code)) lines.push(t('cli.errors.loginHint'));
    return lines;
  }
  if (error instanceof AbortError) return [line(error.message), ...error.nextSteps];
  const message = error instanceof Error ? error.message : String(error);
  return [line(message)];
}

/**
 * Error lines as stderr shows them: on a terminal a line wider than it is wrapped at spaces (the
 * terminal would cut it mid-word), a label kept with its number, the lines after the first indented
 * two columns more; piped, each line whole. Ours (reportError) and commander's (program.ts) alike.
 */
export function stderrLines(lines: readonly string[], io: IOStreams): string[] {
  const width = io.isStderrTTY() ? io.columns('stderr') : Number.POSITIVE_INFINITY;
  return lines
    .flatMap((l) => l.split('\n'))
    .flatMap((line) => {
      if (displayWidth(line) <= width || width < 20) return [line];
      const indent = /^ */.exec(line)?.[0] ?? '';
      return wrapText(line.slice(indent.length), width, indent, `${indent}  `);
    });
}

/** Prints an error on stderr (wrapped as stderrLines says) and returns its exit code. */
export function reportError(error: unknown, io: IOStreams, t: Translate, commandPath?: string): number {
  for (const line of stderrLines(errorLines(error, t, commandPath), io)) writeLine(io.stderr, line);
  return exitCodeFor(error);
}
