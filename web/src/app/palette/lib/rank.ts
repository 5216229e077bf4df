import { bestPinyinScore, mayHaveSlip, nearAnyWord, pinyinScore } from './match.ts';
import { normalizeText, type PaletteItem, type SearchDoc } from './palette-item.ts';
import { recentIds, type Usage, usageBoost } from './usage.ts';

/** Items listed under one heading. */
export interface PaletteSection {
  group: string;
  label: string;
  items: PaletteItem[];
}

/** What the palette shows for a query. */
export interface RankedPalette {
  sections: PaletteSection[];
  /** How many items matched, and how many of them are shown (the rest are cut off by the limit). */
  matched: number;
  shown: number;
}

export interface RankOptions {
  usage?: Usage;
  now?: number;
  /** The most items shown at once (the palette stays fast with thousands of items). */
  limit?: number;
  /** How many items the empty palette lists under Recent. */
  recentLimit?: number;
  /** The Recent heading. */
  recentLabel?: string;
  /** Items listed only under Recent, never searched (the members, orders … opened before). */
  recentExtras?: readonly PaletteItem[];
}

/**
 * What a page with a `g` key (`g o`: VIP orders) gains over its neighbours: the pages an operator
 * jumps to by key are the ones a search most likely means (`vip` → VIP orders before VIP consumption).
 */
export const SHORTCUT_BOOST = 0.05;

/** The most items rendered for a query (the list shows about a dozen; typing narrows). */
export const RESULT_LIMIT = 50;
/** The most items rendered for the empty query (the whole catalogue of a role fits). */
export const BROWSE_LIMIT = 100;
export const RECENT_LIMIT = 5;
export const RECENT_GROUP = 'palette.groups.recent';

/** The words of a query, normalized like the search texts. */
export function queryTokens(query: string): string[] {
  const q = normalizeText(query);
  return q === '' ? [] : q.split(' ');
}

const WORD_BREAK = /[\s\-_/·›().:,]/;
const CJK = /[\u3400-\u9fff\uf900-\ufaff]/;

function isWordStart(text: string, at: number): boolean {
  return at === 0 || WORD_BREAK.test(text[at - 1] ?? ' ') || CJK.test(text[at] ?? '');
}

/** True when `token` starts a word somewhere in `text`. */
function startsWordIn(text: string, token: string): boolean {
  for (let i = text.indexOf(token); i >= 0; i = text.indexOf(token, i + 1)) {
    if (isWordStart(text, i)) return true;
  }
  return false;
}

/** True when the letters of `token` appear in order in `text`, the first at a word start. */
function fuzzyIn(text: string, token: string): boolean {
  let from = -1;
  for (let i = 0; i < text.length; i++) {
    if (text[i] === token[0] && isWordStart(text, i)) {
      from = i;
      break;
    }
  }
  if (from < 0) return false;
  let j = 1;
  for (let i = from + 1; i < text.length && j < token.length; i++) if (text[i] === token[j]) j++;
  return j === token.length;
}

const FUZZY_TOKEN = /^[a-z0-9]{2,}$/;
const PINYIN_TOKEN = /^[a-z]{2,}$/;

/** How well a word contained in the texts matches: 1 = the title starts with it … 0.45 = in a keyword. */
function containedScore(doc: SearchDoc, token: string): number {
  const at = doc.title.indexOf(token);
  if (at === 0) return 1;
  if (at > 0) return startsWordIn(doc.title, token) ? 0.9 : 0.75;
  if (doc.alt.includes(token)) return startsWordIn(doc.alt, token) ? 0.7 : 0.55;
  return startsWordIn(doc.keywords, token) ? 0.6 : 0.45;
}

/** How well a word matches the pinyin of the Chinese title (0.9 … 0.78) or other texts (0.7 … 0.61). */
function pinyinTokenScore(doc: SearchDoc, token: string): number {
  // every match starts at a syllable, so the first letter is one of the initials
  if (!doc.pinyinInitials.includes(token[0] ?? '')) return 0;
  const title = doc.titlePinyin ? pinyinScore(doc.titlePinyin, token) : 0;
  if (title > 0) return 0.5 + 0.4 * title;
  const other = bestPinyinScore(doc.otherPinyin, token);
  return other > 0 ? 0.4 + 0.3 * other : 0;
}

/** True when the letters of `token` appear in `initials` in order. */
function inOrder(initials: string, token: string): boolean {
  let j = 0;
  for (let i = 0; i < initials.length && j < token.length; i++) if (initials[i] === token[j]) j++;
  return j === token.length;
}

/**
 * How well a word reads as the initials of the title's words (`rc` for "Re-issue coins"): 0.85 when
 * they start the title, 0.8 in order from its first word, 0.7 in order later on; as the initials of
 * a title in another language 0.6. Above a word found inside another word ("sea*rc*h", 0.75 at best)
 * and above the loose matches.
 */
function initialsScore(doc: SearchDoc, token: string): number {
  const title = doc.titleInitials;
  if (title.length >= 2) {
    if (title.startsWith(token)) return 0.85;
    if (inOrder(title, token)) return title[0] === token[0] ? 0.8 : 0.7;
  }
  for (const initials of doc.altInitials) if (inOrder(initials, token)) return 0.6;
  return 0;
}

/** A query word and what kinds of loose matching it allows (worked out once per query). */
interface QueryWord {
  text: string;
  /** Two letters or more: may be pinyin. */
  pinyin: boolean;
  /** TYPO_MIN_LENGTH letters or more: may have a slip. */
  slip: boolean;
  /** Two letters or digits or more: may be letters in order. */
  fuzzy: boolean;
}

function queryWordOf(text: string): QueryWord {
  return { text, pinyin: PINYIN_TOKEN.test(text), slip: mayHaveSlip(text), fuzzy: FUZZY_TOKEN.test(text) };
}

/**
 * How well one query word matches: 1 = the title starts with it … 0 = not at all. In order: the
 * texts contain it, or its pinyin (`huiyuan`, `hy`) reads a Chinese text, or it reads as the initials of
 * the title's words (`rc`) (the best of them counts), else it is a word of the texts with one slip (`memebr`), else its letters appear in order
 * in the title.
 */
function tokenScore(doc: SearchDoc, word: QueryWord): number {
  const token = word.text;
  const contained = doc.all.includes(token) ? containedScore(doc, token) : 0;
  // pinyin scores 0.9 at most
  const pinyin =
    word.pinyin && contained < 0.9 && doc.pinyinInitials !== '' ? pinyinTokenScore(doc, token) : 0;
  const initials = word.fuzzy && contained < 0.85 && pinyin < 0.85 ? initialsScore(doc, token) : 0;
  if (contained > 0 || pinyin > 0 || initials > 0) return Math.max(contained, pinyin, initials);
  if (word.slip) {
    if (nearAnyWord(doc.titleWords, token)) return 0.5;
    if (nearAnyWord(doc.otherWords, token)) return 0.4;
  }
  return word.fuzzy && fuzzyIn(doc.title, token) ? 0.3 : 0;
}

/**
 * What a title starting with the whole query adds: 0.1 for the title in the current language, 0.04
 * for one in another language (`doc.alt`, one per line), less so that any match in the current title
 * still comes first (0.7 + 0.04 < 0.75, a word inside the title). Without the second, `co` lifted
 * "Coin consumption" in en-US only: in zh-CN, VIP 消费 ("VIP consumption", `co` a later word) tied
 * with 福币消费 ("Coin consumption") at 0.7 and came first by catalogue order.
 */
function phraseBonus(doc: SearchDoc, phrase: string): number {
  if (doc.title.startsWith(phrase)) return 0.1;
  return doc.alt.startsWith(phrase) || doc.alt.includes(`\n${phrase}`) ? 0.04 : 0;
}

/** scoreDoc for query words already worked out. */
function scoreWords(doc: SearchDoc, words: readonly QueryWord[], phrase: string): number {
  if (words.length === 0) return 1;
  let sum = 0;
  for (const word of words) {
    const s = tokenScore(doc, word);
    if (s === 0) return 0;
    sum += s;
  }
  return sum / words.length + phraseBonus(doc, phrase);
}

/**
 * The score of a document for the query words (0 = no match): every word must match somewhere
 * (title, other-language titles, keywords, their pinyin, with one slip, or loosely as letters in
 * order in the title); the score is their mean, plus a little when a title (in any language)
 * starts with the whole query.
 */
export function scoreDoc(doc: SearchDoc, tokens: readonly string[], phrase = tokens.join(' ')): number {
  return scoreWords(doc, tokens.map(queryWordOf), phrase);
}

/** Scores compared to the thousandth (0.9 + 0.2 and 1 + 0.1 are the same score). */
function round(score: number): number {
  return Math.round(score * 1000) / 1000;
}

/** Groups items under their headings, headings in order of their first item. */
function sectionsOf(items: readonly PaletteItem[]): PaletteSection[] {
  const byGroup = new Map<string, PaletteSection>();
  for (const item of items) {
    let section = byGroup.get(item.group);
    if (!section) {
      section = { group: item.group, label: item.groupLabel, items: [] };
      byGroup.set(item.group, section);
    }
    section.items.push(item);
  }
  return [...byGroup.values()];
}

/**
 * What the palette lists. Empty query: the Recent items (by frecency; `recentExtras` may be among
 * them), then every item in catalogue order under its group. A query: the matching items best first (usage lifts an item, a page
 * with a `g` key a little; ties: the more used first, then catalogue order), grouped, groups in order of their best item. At most `limit` items.
 */
export function rankPalette(
  items: readonly PaletteItem[],
  query: string,
  opts: RankOptions = {},
): RankedPalette {
  const usage = opts.usage ?? {};
  const now = opts.now ?? Date.now();
  const tokens = queryTokens(query);
  const limit = opts.limit ?? (tokens.length === 0 ? BROWSE_LIMIT : RESULT_LIMIT);

  if (tokens.length === 0) {
    const byId = new Map([...items, ...(opts.recentExtras ?? [])].map((i) => [i.id, i]));
    const recent = recentIds(usage, now, opts.recentLimit ?? RECENT_LIMIT).flatMap((id) => {
      const item = byId.get(id);
      return item ? [{ ...item, group: RECENT_GROUP, groupLabel: opts.recentLabel ?? 'Recent' }] : [];
    });
    const taken = new Set(recent.map((i) => i.id));
    const rest = items.filter((i) => !taken.has(i.id));
    const shown = [...recent, ...rest].slice(0, limit);
    return { sections: sectionsOf(shown), matched: recent.length + rest.length, shown: shown.length };
  }

  const phrase = tokens.join(' ');
  const words = tokens.map(queryWordOf);
  const scored: { item: PaletteItem; score: number; used: number; index: number }[] = [];
  for (let index = 0; index < items.length; index++) {
    const item = items[index] as PaletteItem;
    const base = scoreWords(item.search, words, phrase);
    if (base === 0) continue;
    const used = usageBoost(usage, item.id, now);
    const jump = item.target.type === 'route' && item.shortcut ? SHORTCUT_BOOST : 0;
    scored.push({ item, score: round(base + used + jump), used, index });
  }
  scored.sort((a, b) => b.score - a.score || b.used - a.used || a.index - b.index);
  const shown = scored.slice(0, limit).map((s) => s.item);
  return { sections: sectionsOf(shown), matched: scored.length, shown: shown.length };
}
