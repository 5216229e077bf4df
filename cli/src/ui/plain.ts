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

/** Words (split at spaces) on lines of at most `width` columns: the first after `first`, the others after `rest`. */
export function wrapWords(
  words: readonly string[],
  width: number,
  first: string,
  rest: string,
  glue = ' ',
): string[] {
  const lines: string[] = [];
  const restWidth = displayWidth(rest);
  const glueWidth = displayWidth(glue);
  let line = first;
  let lineWidth = displayWidth(first);
  let empty = true;
  const room = width - Math.max(lineWidth, restWidth);
  for (const word of words.flatMap((w) => pieces(w, room))) {
    const wordWidth = displayWidth(word);
    const nextWidth = empty ? lineWidth + wordWidth : lineWidth + glueWidth + wordWidth;
    if (!empty && nextWidth > width) {
      lines.push(line);
      line = `${rest}${word}`;
      lineWidth = restWidth + wordWidth;
    } else {
      line = empty ? `${line}${word}` : `${line}${glue}${word}`;
      lineWidth = nextWidth;
    }
    empty = false;
  }
  lines.push(line);
  return lines;
}

/** Key/value lines with the values aligned after the widest key. */
export function formatKeyValues(pairs: readonly (readonly [string, string])[]): string {
  const width = Math.max(0, ...pairs.map(([k]) => displayWidth(k)));
  return pairs.map(([k, v]) => `${k}${' '.repeat(width - displayWidth(k))}  ${oneLine(v)}\n`).join('');
}
