import { boxWrap, examplesSection, termSection } from '../commands/shared/help-text.js';
import type { TermSection } from './content.js';

/**
 * The root help (`opsdeck --help`) as data, in one language: what commander and the program's own
 * help text print, before it is wrapped to a width. The build makes it from the real program
 * (collect.ts), so the launcher can print the root help without loading the CLI (fast.ts).
 */
export interface RootHelpPage {
  /** The first line: `Usage: opsdeck <command> [flags]`. */
  usage: string;
  description: string;
  /** Commander's term column: the longest option or command term. */
  termWidth: number;
  /** `Options:` and `Commands:`, each a term and its description. */
  lists: TermSection[];
  /** The examples section after them. */
  examples: { title: string; lines: string[] };
  /** Environment and exit codes; CONFIG_DIR stands for the configuration folder. */
  sections: TermSection[];
}

/** What a page says in place of the configuration folder, which the environment decides. */
export const CONFIG_DIR = '\u0000config-dir\u0000';

/** Commander's width at which an item's description is wrapped (the program's `minWidthToWrap`). */
const MIN_WIDTH_TO_WRAP = 24;

/** The program's sections after the examples, each wrapped to `width`. */
export function termSections(sections: readonly TermSection[], width: number): string {
  return sections.map((s) => termSection(s.title, s.rows, width)).join('\n');
}

/** Commander's `Help.formatItem`: the term padded to the column, the description wrapped beside it. */
function formatItem(term: string, termWidth: number, description: string, width: number): string {
  if (!description) return `  ${term}`;
  const remaining = width - termWidth - 4;
  const preformatted = /\n[^\S\r\n]/.test(description);
  const text =
    remaining < MIN_WIDTH_TO_WRAP || preformatted
      ? description
      : boxWrap(description, remaining).replace(/\n/g, `\n${' '.repeat(termWidth + 2)}`);
  return `  ${term.padEnd(termWidth)}  ${text.replace(/\n/g, '\n  ')}`;
}

/**
 * The root help as the program prints it: commander's part at `width` (the width of the stream it
 * goes to), the program's own sections at `textWidth` (they always take the width of stdout).
 */
export function renderRootHelp(
  page: RootHelpPage,
  configDir: string,
  width: number,
  textWidth = width,
): string {
  const out = [page.usage, ''];
  if (page.description) out.push(boxWrap(page.description, width), '');
  for (const list of page.lists) {
    if (list.rows.length === 0) continue;
    out.push(list.title, ...list.rows.map(([t, d]) => formatItem(t, page.termWidth, d, width)), '');
  }
  const sections = page.sections.map((s) => ({
    title: s.title,
    rows: s.rows.map(([t, d]): [string, string] => [t, d.split(CONFIG_DIR).join(configDir)]),
  }));
  const examples = examplesSection(page.examples.title, page.examples.lines, textWidth);
  return `${out.join('\n')}${examples}\n${termSections(sections, textWidth)}\n`;
}
