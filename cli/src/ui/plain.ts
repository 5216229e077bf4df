/** Plain-text output for pipes and NO-TTY runs: no ANSI codes, stable for scripts. */

/** Puts text on one line: tabs and line breaks become single spaces (table cells, TSV fields). */
export function oneLine(text: string): string {
  return text.replace(/[\t\r\n]+/g, ' ');
}

/** Rows as tab-separated lines, without a header (gh's piped table format). */
export function formatTsv(rows: readonly (readonly string[])[]): string {
  return rows.map((row) => `${row.map(oneLine).join('\t')}\n`).join('');
}

/** A UTF-16 unit from U+1100 on, where wide characters start (surrogate pairs are above it). */
const MAYBE_WIDE = /[\u1100-\uffff]/;

/** The number of terminal columns a string takes (wide East Asian characters count twice). */
export function displayWidth(text: string): number {
  if (!MAYBE_WIDE.test(text)) return text.length;
  let width = 0;
  for (const ch of text) {
    const cp = ch.codePointAt(0) ?? 0;
    width += isWide(cp) ? 2 : 1;
  }
  return width;
}

/** Text cut to at most `width` terminal columns, an ellipsis marking the cut (wide characters count twice). */
export function truncateTo(text: string, width: number): string {
  if (displayWidth(text) <= width) return text;
  let out = '';
  let used = 0;
  for (const ch of text) {
    const w = isWide(ch.codePointAt(0) ?? 0) ? 2 : 1;
    if (used + w > width - 1) break;
    out += ch;
    used += w;
  }
  return `${out}…`;
}

function isWide(cp: number): boolean {
  return (
    (cp >= 0x1100 && cp <= 0x115f) ||
    (cp >= 0x2e80 && cp <= 0xa4cf) ||
    (cp >= 0xac00 && cp <= 0xd7a3) ||
    (cp >= 0xf900 && cp <= 0xfaff) ||
    (cp >= 0xfe30 && cp <= 0xfe4f) ||
    (cp >= 0xff00 && cp <= 0xff60) ||
    (cp >= 0xffe0 && cp <= 0xffe6) ||
    (cp >= 0x20000 && cp <= 0x3fffd)
  );
}

/** A word wider than `room` in pieces that fit (Chinese text has no spaces to wrap at). */
function pieces(word: string, room: number): string[] {
  if (room < 2 || displayWidth(word) <= room) return [word];
  const out: string[] = [];
  let piece = '';
  for (const ch of word) {
    if (piece && displayWidth(piece + ch) > room) {
      out.push(piece);
      piece = '';
    }
    piece += ch;
  }
  return piece ? [...out, piece] : out;
}

/**
 * Marks a line must not start with (closing punctuation) or end with (opening punctuation), the
 * Chinese ones written as escapes: a non-ASCII character in the start-up chunk would make Node read
 * and compile all of it as two-byte text.
 */
const NO_LINE_START =
  /[)\]}>,.;:!?%\u3001\u3002\uff0c\uff0e\uff1a\uff1b\uff01\uff1f\uff09\u3009\u300b\u300d\u300f\u3011\u201d\u2019\u2026\u00b7]/;
const NO_LINE_END = /[([{<\uff08\u3008\u300a\u300c\u300e\u3010\u201c\u2018]/;

/**
 * A word cut where a line may break inside it: beside a wide (Chinese) character, as Chinese text
 * breaks between any two characters, but never before closing punctuation or after opening
 * punctuation (`、` never starts a line, `（` never ends one).
 */
function breakPoints(word: string): string[] {
  if (!MAYBE_WIDE.test(word)) return [word];
  const out: string[] = [];
  let piece = '';
  let prev = '';
  for (const ch of word) {
    const wide = isWide(ch.codePointAt(0) ?? 0) || isWide(prev.codePointAt(0) ?? 0);
    if (piece && wide && !NO_LINE_START.test(ch) && !NO_LINE_END.test(prev)) {
      out.push(piece);
      piece = '';
    }
    piece += ch;
    prev = ch;
  }
  return piece ? [...out, piece] : out;
}

/** A word that is a figure (`4`, `1,234`, `4/4`, `#12`, `¥6.00`, `−20`): it stays with the word before it. */
const FIGURE = /^[#¥$+\-\u2212]?\d/;

/**
 * Words (split at spaces) on lines of at most `width` columns: the first after `first`, the others
 * after `rest`. Chinese text also breaks between its characters (breakPoints), with no space added.
 * `keepFigures`: a figure never starts a line after a word, so a label keeps its number
 * (`failed 0`, `失败 0`, `to 2147483647`) while the two fit on a line.
 */
export function wrapWords(
  words: readonly string[],
  width: number,
  first: string,
  rest: string,
  glue = ' ',
  keepFigures = false,
): string[] {
  const lines: string[] = [];
  const restWidth = displayWidth(rest);
  const glueWidth = displayWidth(glue);
  let line = first;
  let lineWidth = displayWidth(first);
  let empty = true;
  const room = width - Math.max(lineWidth, restWidth);
  const parts: { text: string; glued: boolean }[] = [];
  for (const w of words)
    breakPoints(w)
      .flatMap((p) => pieces(p, room))
      .forEach((text, i) => {
        const before = parts.at(-1);
        const joined = before ? `${before.text}${glue}${text}` : '';
        if (keepFigures && before && i === 0 && FIGURE.test(text) && displayWidth(joined) <= room)
          before.text = joined;
        else parts.push({ text, glued: i === 0 });
      });
  for (const { text: word, glued } of parts) {
    const wordWidth = displayWidth(word);
    const join = glued ? glue : '';
    const joinWidth = glued ? glueWidth : 0;
    const nextWidth = empty ? lineWidth + wordWidth : lineWidth + joinWidth + wordWidth;
    if (!empty && nextWidth > width) {
      lines.push(line);
      line = `${rest}${word}`;
      lineWidth = restWidth + wordWidth;
    } else {
      line = empty ? `${line}${word}` : `${line}${join}${word}`;
      lineWidth = nextWidth;
    }
    empty = false;
  }
  lines.push(line);
  return lines;
}

/**
 * A sentence on lines of at most `width` columns, broken at spaces (and in Chinese between
 * characters), a label kept with its figure: `first` before its first line, `rest` before the others.
 */
export function wrapText(text: string, width: number, first = '', rest = ''): string[] {
  return wrapWords(oneLine(text).split(' '), width, first, rest, ' ', true);
}

/** Key/value lines with the values aligned after the widest key. */
export function formatKeyValues(pairs: readonly (readonly [string, string])[]): string {
  const width = Math.max(0, ...pairs.map(([k]) => displayWidth(k)));
  return pairs.map(([k, v]) => `${k}${' '.repeat(width - displayWidth(k))}  ${oneLine(v)}\n`).join('');
}
