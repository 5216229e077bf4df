import type { Command } from 'commander';
import { displayWidth, wrapWords } from '../../ui/plain.js';

export { wrapWords };

/**
 * Help text of our own (examples, JSON fields, environment, exit codes, the batch notes) wrapped
 * to the terminal like commander's own items: each block is built when the help is printed, at the
 * width commander prints it.
 */

/** The width the command's help is printed at (the terminal's; piped, COLUMNS or no wrapping). */
export function helpWidth(cmd: Command): number {
  return cmd.configureOutput().getOutHelpWidth?.() ?? 80;
}

/** Commander's wrap, which also breaks Chinese text (no spaces to break at) by its display width. */
export function boxWrap(text: string, width: number): string {
  if (width < 24) return text;
  return text
    .split('\n')
    .map((line) => {
      const indent = /^\s*/.exec(line)?.[0] ?? '';
      return line.trim() ? wrapWords(line.trim().split(/ +/), width, indent, indent).join('\n') : line;
    })
    .join('\n');
}

/** Chinese (and full-width punctuation) at the end or start of a line, written as escapes as below. */
const WIDE_END = /[\u3000-\u9fff\uff00-\uffef]$/;
const WIDE_START = /^[\u3000-\u9fff\uff00-\uffef]/;
/** Full-width punctuation at the end of a line (`，` `；` `）`): no space after it, whatever comes next. */
const WIDE_MARK_END = /[\u3000-\u303f\uff00-\uff0f\uff1a-\uff20]$/;

/** Prose wrapped under an indent; a line that ends a sentence keeps its break. */
export function wrapProse(text: string, width: number, indent = '  '): string {
  const paragraphs: string[] = [];
  let current = '';
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    // Chinese joins Chinese with no space (one would show where the text is not wrapped again)
    const glue = (WIDE_END.test(current) && WIDE_START.test(line)) || WIDE_MARK_END.test(current) ? '' : ' ';
    current = current ? `${current}${glue}${line}` : line;
    // a full stop or colon, Chinese ones written as escapes: a non-ASCII character in the
    // start-up chunk would make Node read and compile all of it as two-byte text
    if (/[.\u3002:\uff1a]$/.test(line)) {
      paragraphs.push(current);
      current = '';
    }
  }
  if (current) paragraphs.push(current);
  return paragraphs.flatMap((p) => wrapWords(p.split(/ +/), width, indent, indent)).join('\n');
}

/** Shell words: split at spaces outside quotes, so a wrapped example still runs when pasted. */
function shellWords(command: string): string[] {
  return command.match(/(?:[^\s'"]+|'[^']*'|"[^"]*")+/g) ?? [command];
}

/** An example line: `  $ command`, continued with ` \` under a deeper indent when too long. */
export function exampleLines(example: string, width: number): string[] {
  if (example.startsWith('#')) return wrapWords(example.split(/ +/), width, '  ', '  # ');
  const lines = wrapWords(shellWords(example), width - 2, '  $ ', '      ');
  return lines.map((line, i) => (i < lines.length - 1 ? `${line} \\` : line));
}

/**
 * Commander's usage line (`Usage: opsdeck …`) under a heading that ends in a full-width colon, without
 * the space an ASCII one takes: `用法：opsdeck …`.
 */
export function tightUsage(help: string): string {
  return help.replace(/^([^\n]*：) /, '$1');
}

/**
 * A section's heading with its colon as the title's language writes it: `Examples:`, `示例：` (a
 * full-width colon after Chinese, as the headings commander prints in zh-CN).
 */
export function sectionHeading(title: string): string {
  return /[\u3000-\u9fff\uff00-\uffef]$/u.test(title) ? `${title}：` : `${title}:`;
}

/** `title:` and the examples under it, each wrapped to `width` (exampleLines). */
export function examplesSection(title: string, examples: readonly string[], width: number): string {
  return `\n${sectionHeading(title)}\n${examples.flatMap((e) => exampleLines(e, width)).join('\n')}`;
}

/** `title:` and rows of a term and its description, the descriptions aligned and wrapped under themselves. */
export function termSection(
  title: string,
  rows: readonly (readonly [string, string])[],
  width: number,
): string {
  const termWidth = Math.max(...rows.map(([k]) => displayWidth(k)));
  const pad = ' '.repeat(termWidth + 4);
  const lines = rows.flatMap(([term, text]) => {
    const first = `  ${term}${' '.repeat(termWidth - displayWidth(term))}  `;
    // a narrow terminal that leaves no room for the text puts it under the term
    if (width - pad.length < 20) return [`  ${term}`, ...wrapWords(text.split(/ +/), width, '    ', '    ')];
    return wrapWords(text.split(/ +/), width, first, pad);
  });
  return `\n${sectionHeading(title)}\n${lines.join('\n')}`;
}
