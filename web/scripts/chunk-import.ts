import type { Plugin } from 'vite';
import { CHUNK_IMPORT_GLOBAL } from '../src/lib/chunk-import.ts';

/**
 * A dynamic import of one of our chunks, as the bundle has it once written: `import("./x-hash.js")`
 * (or with backquotes), maybe after a comment (Blueprint's icon loaders name their chunks for
 * webpack); not a template with `${…}` in it.
 */
const CHUNK_IMPORT = /\bimport\(\s*(?:\/\*[^*]*\*\/\s*)*(["'`])(\.\.?\/(?:(?!\$\{)[^"'`\\\s])+\.js)\1\s*\)/g;

/** The call that replaces `import("<specifier>")`. */
const callFor = (literal: string) =>
  `(globalThis.${CHUNK_IMPORT_GLOBAL}||((s,b)=>import(new URL(s,b).href)))(${literal},import.meta.url)`;

/** One replacement in a chunk's code: where it was, how long, and what it became. */
interface Edit {
  start: number;
  length: number;
  text: string;
}

/** The chunk's code with every chunk `import()` rewritten (see chunkImportPlugin), and the edits made. */
export function rewriteChunkImports(code: string): { code: string; edits: Edit[] } {
  const edits: Edit[] = [];
  let out = '';
  let last = 0;
  for (const match of code.matchAll(CHUNK_IMPORT)) {
    const [whole, quote, specifier] = match;
    // (a comment before the specifier goes: it is for other bundlers)
    const text = callFor(`${quote}${specifier}${quote}`);
    edits.push({ start: match.index, length: whole.length, text });
    out += code.slice(last, match.index) + text;
    last = match.index + whole.length;
  }
  return { code: edits.length ? out + code.slice(last) : code, edits };
}

/**
 * Rewrites, in every built chunk, each dynamic `import()` of another chunk into a call of the
 * console's `importChunk` (web/src/lib/chunk-import.ts, installed as a global by main.tsx before
 * any chunk is imported), with the importing chunk's URL: a chunk that failed to load is then asked
 * for again under a fresh URL, which Chromium's module map does not hold as failed. Before the
 * global is set (never, in practice), the call is a plain import.
 *
 * Last of all, once the bundle is written: Vite's own pass (generateBundle) finds each `import()` to
 * fill in the files its preload asks for beside it (a screen's stylesheet among them); rewritten
 * before it, the screens lost their styles. The chunk's source map is shifted to match.
 */
export function chunkImportPlugin(): Plugin {
  return {
    name: 'opsdeck-chunk-import',
    apply: 'build',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        for (const chunk of Object.values(bundle)) {
          if (chunk.type !== 'chunk') continue;
          const { code, edits } = rewriteChunkImports(chunk.code);
          if (edits.length === 0) continue;
          const positions = positionsIn(chunk.code, edits);
          chunk.code = code;
          if (!chunk.map) continue;
          chunk.map.mappings = shiftMappings(chunk.map.mappings, edits, positions);
          const asset = bundle[`${chunk.fileName}.map`];
          if (asset?.type === 'asset') asset.source = chunk.map.toString();
        }
      },
    },
  };
}

/** For each edit, its line and column in the code it was made in. */
function positionsIn(code: string, edits: Edit[]): { line: number; column: number }[] {
  const found: { line: number; column: number }[] = [];
  let line = 0;
  let lineStart = 0;
  for (const edit of edits) {
    let nl = code.indexOf('\n', lineStart);
    while (nl !== -1 && nl < edit.start) {
      line += 1;
      lineStart = nl + 1;
      nl = code.indexOf('\n', lineStart);
    }
    found.push({ line, column: edit.start - lineStart });
  }
  return found;
}

/**
 * A source map's mappings with generated columns moved for the edits: a segment after an edit on its
 * line moves by the edit's change of length; one inside an edit goes to the edit's start. (The edits
 * hold no line break, so lines do not change.)
 */
export function shiftMappings(
  mappings: string,
  edits: Edit[],
  positions: { line: number; column: number }[],
): string {
  const byLine = new Map<number, { column: number; length: number; change: number }[]>();
  edits.forEach((edit, i) => {
    const at = positions[i];
    if (!at) return;
    const list = byLine.get(at.line) ?? [];
    list.push({ column: at.column, length: edit.length, change: edit.text.length - edit.length });
    byLine.set(at.line, list);
  });
  return mappings
    .split(';')
    .map((line, index) => {
      const lineEdits = byLine.get(index);
      if (!lineEdits || line === '') return line;
      let column = 0;
      let previousOut = 0;
      return line
        .split(',')
        .map((segment) => {
          const fields = decodeVlq(segment);
          column += fields[0] ?? 0;
          let moved = column;
          for (const edit of lineEdits) {
            if (column >= edit.column + edit.length) moved += edit.change;
            else if (column > edit.column) moved = moved - (column - edit.column);
          }
          fields[0] = moved - previousOut;
          previousOut = moved;
          return encodeVlq(fields);
        })
        .join(',');
    })
    .join(';');
}

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

function decodeVlq(segment: string): number[] {
  const values: number[] = [];
  let value = 0;
  let shift = 0;
  for (const char of segment) {
    const digit = BASE64.indexOf(char);
    value += (digit & 31) << shift;
    if (digit & 32) {
      shift += 5;
      continue;
    }
    values.push(value & 1 ? -(value >>> 1) : value >>> 1);
    value = 0;
    shift = 0;
  }
  return values;
}

function encodeVlq(values: number[]): string {
  let out = '';
  for (const v of values) {
    let rest = v < 0 ? (-v << 1) | 1 : v << 1;
    do {
      let digit = rest & 31;
      rest >>>= 5;
      if (rest > 0) digit |= 32;
      out += BASE64[digit];
    } while (rest > 0);
  }
  return out;
}
