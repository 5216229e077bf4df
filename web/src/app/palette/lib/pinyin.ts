import { PINYIN } from './pinyin-table.generated.ts';

/**
 * The reading of the palette's Chinese texts, from the table made at build time
 * (`npm run gen:pinyin`), so the palette ships no pinyin dictionary. A text the table lacks is read
 * character by character from the readings the table's texts give each character.
 */

/** A Chinese character, or a run of Latin letters and digits: one syllable of a reading each. */
const PARTS = /[\u3400-\u9fff\uf900-\ufaff]|[a-z0-9]+/g;
const CJK = /[\u3400-\u9fff\uf900-\ufaff]/;

let byChar: Map<string, string> | null = null;

/** Each character's reading in the table's texts (the first text that has it decides). */
function charReadings(): Map<string, string> {
  if (byChar) return byChar;
  byChar = new Map();
  for (const [text, reading] of Object.entries(PINYIN)) {
    const parts = text.toLowerCase().match(PARTS) ?? [];
    const syllables = reading.split(' ');
    if (parts.length !== syllables.length) continue;
    parts.forEach((part, i) => {
      if (CJK.test(part) && !byChar?.has(part)) byChar?.set(part, syllables[i] as string);
    });
  }
  return byChar;
}

/**
 * The syllables of a text (`会员列表` → `hui yuan lie biao`), or undefined when it has no Chinese
 * or a character of it has no known reading.
 */
export function readingOf(text: string): string | undefined {
  if (!CJK.test(text)) return undefined;
  const known = PINYIN[text];
  if (known !== undefined) return known;
  const chars = charReadings();
  const syllables: string[] = [];
  for (const part of text.toLowerCase().match(PARTS) ?? []) {
    const syllable = CJK.test(part) ? chars.get(part) : part;
    if (syllable === undefined) return undefined;
    syllables.push(syllable);
  }
  return syllables.join(' ');
}
