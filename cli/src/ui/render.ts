import type { Locale } from '@opsdeck/shared/i18n';
import type { LoginBody } from '@opsdeck/shared/schemas';
import type { Translate } from '../i18n.js';
import { type IOStreams, writeLine } from '../io/io-streams.js';
import type { BatchProgressView } from './batch-progress.js';
import type { KeyValue } from './key-value-list.js';
import { displayWidth, formatKeyValues, formatTsv, wrapWords } from './plain.js';
import type { TableCell, TableProps } from './table.js';

/**
 * The render functions commands call (Shopify cli-kit `ui.tsx`). Each draws with Ink on a terminal
 * and writes plain text otherwise; Ink and React load only on the terminal path.
 */

const loadInk = () => import('./ink-draw.js');

/** A yes/no question below a summary of what it is about. */
export interface ConfirmOptions {
  io: IOStreams;
  title: string;
  items: readonly KeyValue[];
  /** A warning between the summary and the question (a re-issue that will wait for a second admin). */
  note?: string;
  question: string;
  hint: string;
}

/** The sign-in form: the server it signs in to, and the call that tries a phone and password. */
export interface LoginFormOptions {
  io: IOStreams;
  t: Translate;
  locale: Locale;
  server: string;
  initialPhone?: string;
  /** Resolves null when signed in, else the messages to show. */
  submit: (body: LoginBody) => Promise<readonly string[] | null>;
}

/** The password change form: the call that tries the current and new password. */
export interface PasswordFormOptions {
  io: IOStreams;
  t: Translate;
  locale: Locale;
  /** Resolves null when changed, else the lines to show and the entry the server refused. */
  submit: (body: {
    oldPassword: string;
    newPassword: string;
  }) => Promise<{ lines: readonly string[]; field?: 'old' | 'new' } | null>;
}

/**
 * A table on stdout: on a terminal, headers (in capitals) and aligned columns fitted to its width (`fits` says
 * which give way first; a line names the dropped ones); piped, every column as tab-separated
 * rows without a header (`plain` gives the stable machine values when they differ from the shown text).
 */
export async function renderTable(
  opts: Pick<TableProps, 'fits'> & {
    io: IOStreams;
    t: Translate;
    headers: readonly string[];
    rows: readonly (readonly TableCell[])[];
    plain?: readonly (readonly string[])[];
  },
): Promise<void> {
  const { io, t, plain, ...table } = opts;
  if (!io.isStdoutTTY()) {
    io.stdout.write(formatTsv(plain ?? table.rows.map((row) => row.map((c) => c.text))));
    return;
  }
  const hiddenNote = (columns: readonly string[]) =>
    t('cli.table.hidden', { columns: columns.join(t('cli.table.listSeparator')) });
  // every table's headers in one case, whatever case its strings are written in (Chinese has none)
  const headers = table.headers.map((h) => h.toLocaleUpperCase('en-US'));
  (await loadInk()).drawTable(io, { ...table, headers, hiddenNote });
}

/** Labelled values on stdout: drawn on a terminal, `key  value` lines (with `plain` keys) when piped. */
export async function renderKeyValues(opts: {
  io: IOStreams;
  items: readonly KeyValue[];
  plain?: readonly (readonly [string, string])[];
}): Promise<void> {
  const { io, items } = opts;
  if (!io.isStdoutTTY()) {
    io.stdout.write(formatKeyValues(opts.plain ?? items.map((i) => [i.label, i.value] as const)));
    return;
  }
  (await loadInk()).drawKeyValues(io, items);
}

/** A section heading on stdout: bold on a colour terminal; piped, the stable `plain` name. */
export function renderHeading(io: IOStreams, text: string, plain = text): void {
  const bold = io.isStdoutTTY() && io.colorEnabled('stdout');
  writeLine(io.stdout, !io.isStdoutTTY() ? plain : bold ? `\u001b[1m${text}\u001b[22m` : text);
}

/**
 * Asks a yes/no question on stderr below a summary (only call when io.canPrompt()). Resolves true
 * only for an explicit yes; no, Enter alone and Esc resolve false.
 */
export async function renderConfirm(opts: ConfirmOptions): Promise<boolean> {
  return (await loadInk()).drawConfirm(opts);
}

/** The interactive sign-in form on stderr (only call when io.canPrompt()). */
export async function renderLoginForm(opts: LoginFormOptions): Promise<void> {
  await (await loadInk()).drawLoginForm(opts);
}

/** The interactive password change form on stderr (only call when io.canPrompt()). */
export async function renderPasswordForm(opts: PasswordFormOptions): Promise<void> {
  await (await loadInk()).drawPasswordForm(opts);
}

/** A live progress display on `out` (only call when it is a terminal; stderr unless said); Ink loads here. */
export async function renderProgress(
  io: IOStreams,
  first: BatchProgressView,
  out: 'stdout' | 'stderr' = 'stderr',
): Promise<{ update(view: BatchProgressView): void; close(view: BatchProgressView): Promise<void> }> {
  return (await loadInk()).drawProgress(io, first, out);
}

/**
 * A message on stderr after its mark: on a terminal each line is wrapped at spaces (and between
 * Chinese characters) to its width, continued under the text rather than under the mark, so a word
 * is never cut at the terminal's edge and a label keeps its number; piped, each line is written as it is.
 */
export function writeMessage(io: IOStreams, text: string, mark = '', shownMark = mark): void {
  const lead = mark ? `${mark} ` : '';
  if (!io.isStderrTTY()) {
    writeLine(io.stderr, `${shownMark ? `${shownMark} ` : ''}${text}`);
    return;
  }
  const width = io.columns('stderr');
  const indent = ' '.repeat(displayWidth(lead));
  const lines = text.split('\n').flatMap((line, i) => {
    const own = /^ */.exec(line)?.[0] ?? '';
    const words = line.trim().split(/ +/);
    return wrapWords(words, width, `${i === 0 ? lead : indent}${own}`, `${indent}${own}`, ' ', true);
  });
  if (shownMark !== mark && lines[0]) lines[0] = `${shownMark}${lines[0].slice(mark.length)}`;
  writeLine(io.stderr, lines.join('\n'));
}

/** A success message on stderr: `✓ text`, the mark green on a colour terminal. */
export function renderSuccess(io: IOStreams, text: string): void {
  writeMessage(io, text, '✓', io.colorEnabled('stderr') ? '\u001b[32m✓\u001b[39m' : '✓');
}

/** A notice on stderr (nothing went wrong, but the user should know). */
export function renderInfo(io: IOStreams, text: string): void {
  writeMessage(io, text);
}

/** A warning on stderr: `! text`, the mark yellow on a colour terminal. */
export function renderWarning(io: IOStreams, text: string): void {
  writeMessage(io, text, '!', io.colorEnabled('stderr') ? '\u001b[33m!\u001b[39m' : '!');
}

/** Asks for a secret (masked) on stderr (only call when io.canPrompt()); Ink loads here. */
export async function renderSecretPrompt(opts: {
  io: IOStreams;
  label: string;
  hint?: string;
}): Promise<string> {
  return (await import('./secret-prompt.js')).drawSecretPrompt(opts);
}
