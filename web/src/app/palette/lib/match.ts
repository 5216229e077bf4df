/**
 * The forgiving parts of the palette's matching, beside the plain "contains" of rank.ts: a word with
 * one slip (two letters swapped, one letter wrong, missing or extra: `memebr`, `membr`), and the
 * pinyin of Chinese titles, in full or by initials (`huiyuan`, `hy` for 会员).
 */

/** A Chinese text's reading, prepared for matching. */
export interface PinyinReading {
  /** The syllables run together: `huiyuanliebiao`. */
  joined: string;
  /** Where each syllable starts in `joined`. */
  starts: readonly number[];
  /** The first letter of each syllable: `hylb`. */
  initials: string;
}

/** The shortest query word that may have a slip (shorter words are too easy to confuse). */
export const TYPO_MIN_LENGTH = 4;
const LETTERS = /^[a-z]+$/;

/** A reading (`hui yuan lie biao`) prepared for matching. */
export function pinyinReadingOf(syllables: string): PinyinReading {
  const parts = syllables.split(' ').filter((s) => s !== '');
  const starts: number[] = [];
  let at = 0;
  for (const part of parts) {
    starts.push(at);
    at += part.length;
  }
  return { joined: parts.join(''), starts, initials: parts.map((p) => p[0]).join('') };
}

/**
 * How well a query word matches a reading: 1 = the reading starts with it in full pinyin, 0.9 =
 * in full pinyin from a later syllable on, 0.85 / 0.7 = as initials at the start / later on, 0 = not.
 * Full pinyin may stop inside a syllable (`huiy`); initials need two letters or more.
 */
export function pinyinScore(reading: PinyinReading, token: string): number {
  let best = 0;
  for (const start of reading.starts) {
    if (reading.joined.startsWith(token, start)) {
      best = start === 0 ? 1 : 0.9;
      break;
    }
  }
  if (best < 0.85 && token.length >= 2) {
    const at = reading.initials.indexOf(token);
    if (at === 0) best = 0.85;
    else if (at > 0 && best < 0.7) best = 0.7;
  }
  return best;
}

/** The best pinyin match of a word over several readings (0 = none). */
export function bestPinyinScore(readings: readonly PinyinReading[], token: string): number {
  let best = 0;
  for (const r of readings)
    if (r.initials.includes(token[0] ?? '')) best = Math.max(best, pinyinScore(r, token));
  return best;
}

/** True when `n` characters of `a` from `ai` equal those of `b` from `bi`. */
function sameRun(a: string, ai: number, b: string, bi: number, n: number): boolean {
  for (let k = 0; k < n; k++) if (a.charCodeAt(ai + k) !== b.charCodeAt(bi + k)) return false;
  return true;
}

/**
 * True when `a` and the first `lb` letters of `b` differ by at most one slip: one letter replaced,
 * inserted or dropped, or two neighbours swapped (the optimal string alignment distance is at most
 * 1). Linear time, no allocation (it runs for thousands of words on every keystroke).
 */
function slipOf(a: string, b: string, lb: number): boolean {
  const la = a.length;
  if (la - lb > 1 || lb - la > 1) return false;
  // a slip at the start still leaves one of the first two letters in place or shifted by one
  const a0 = a.charCodeAt(0);
  const a1 = a.charCodeAt(1);
  const b0 = b.charCodeAt(0);
  const b1 = b.charCodeAt(1);
  if (a0 !== b0 && a1 !== b1 && a0 !== b1 && a1 !== b0) return false;
  let i = 0;
  while (i < la && i < lb && a.charCodeAt(i) === b.charCodeAt(i)) i++;
  if (i === la && i === lb) return true;
  if (la === lb) {
    if (sameRun(a, i + 1, b, i + 1, la - i - 1)) return true; // one replaced
    return (
      i + 1 < la &&
      a.charCodeAt(i) === b.charCodeAt(i + 1) &&
      a.charCodeAt(i + 1) === b.charCodeAt(i) &&
      sameRun(a, i + 2, b, i + 2, la - i - 2)
    ); // swapped
  }
  return la > lb ? sameRun(a, i + 1, b, i, lb - i) : sameRun(a, i, b, i + 1, la - i); // extra or missing
}

/** True when `a` and `b` differ by at most one slip (see slipOf). */
export function withinOneSlip(a: string, b: string): boolean {
  return slipOf(a, b, b.length);
}

/**
 * True when a query word of TYPO_MIN_LENGTH letters or more is one slip away from a word, or from
 * the beginning of one (typing is under way: `memeb` → `member`).
 */
export function nearWord(token: string, word: string): boolean {
  const n = token.length;
  const lw = word.length;
  if (lw < n - 1) return false;
  if (slipOf(token, word, lw)) return true;
  // the word's beginning, as long as the query word or a letter longer
  return (n < lw && slipOf(token, word, n)) || (n + 1 < lw && slipOf(token, word, n + 1));
}

/** True when the query word may be matched with a slip. */
export function mayHaveSlip(token: string): boolean {
  return token.length >= TYPO_MIN_LENGTH && LETTERS.test(token);
}

/** True when some word of `words` is one slip from the query word (or starts so). */
export function nearAnyWord(words: readonly string[], token: string): boolean {
  for (const word of words) if (nearWord(token, word)) return true;
  return false;
}

/** The distinct words of Latin letters in texts, as the slip matching compares them. */
export function latinWordsOf(texts: readonly string[]): string[] {
  const words = new Set<string>();
  for (const text of texts) {
    for (const word of text.split(/[^a-z]+/)) if (word.length >= TYPO_MIN_LENGTH - 1) words.add(word);
  }
  return [...words];
}
