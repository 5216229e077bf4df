import type { ActionRisk, RoleOrAny } from '@opsdeck/shared/catalogue';
import type { OpenedEntity } from './entities.ts';
import { latinWordsOf, type PinyinReading, pinyinReadingOf } from './match.ts';

/** What choosing an item does. */
export type PaletteTarget =
  | { type: 'route'; name: string; path: string }
  | { type: 'action'; id: string; hasArgs: boolean }
  | {
      type: 'setting';
      id: string;
      key: string;
      settingType: 'boolean' | 'number' | 'color';
      min?: number;
      max?: number;
    }
  /** A member, order, template or wallpaper opened before (listed under Recent). */
  | { type: 'entity'; entity: OpenedEntity };

/** The lower-cased texts an item is searched by (both languages), computed once when indexing. */
export interface SearchDoc {
  /** The title in the current language. */
  title: string;
  /** The titles in the other languages. */
  alt: string;
  /** The catalogue keywords, CLI words and group titles, and a route's second line (menu group · path). */
  keywords: string;
  /** All of the above, for a quick "contains" check. */
  all: string;
  /** The Latin words of the title, and of the rest, for matching a word with a slip. */
  titleWords: readonly string[];
  otherWords: readonly string[];
  /** The pinyin of a Chinese title, and of the other Chinese texts (titles, keywords). */
  titlePinyin: PinyinReading | null;
  otherPinyin: readonly PinyinReading[];
  /** The initials of all of them ('' for none): a quick check before the pinyin is read. */
  pinyinInitials: string;
  /** The first letters of the title's words (`ric` for "Re-issue coins"), and of each other title. */
  titleInitials: string;
  altInitials: readonly string[];
}

/** The syllables of a Chinese text (`hui yuan`), or undefined for none: see pinyin.ts. */
export type ReadingOf = (text: string) => string | undefined;

/** One entry of the palette: a route, an action or a setting of the catalogue. */
export interface PaletteItem {
  /** Unique: `route:<name>`, `action:<id>`, `setting:<id>`; also the cmdk item value. */
  id: string;
  /** The group it is listed under (an i18n key) and that group's title in the current language. */
  group: string;
  groupLabel: string;
  title: string;
  /** A muted second line (the menu group and path of a route). */
  hint?: string;
  icon?: string;
  /** Search words in every language. */
  keywords: readonly string[];
  shortcut?: string;
  risk?: ActionRisk;
  /** The CLI words of an action (`['coins', 'reissue']`). */
  cli?: readonly string[];
  roles: readonly RoleOrAny[];
  target: PaletteTarget;
  search: SearchDoc;
}

/** Groups of the palette that are not catalogue groups (i18n keys). */
export const PALETTE_GROUPS = {
  recent: 'palette.groups.recent',
  routes: 'palette.groups.routes',
  settings: 'palette.groups.settings',
  members: 'palette.groups.members',
  orders: 'palette.groups.orders',
  templates: 'palette.groups.templates',
  wallpapers: 'palette.groups.wallpapers',
} as const;

/**
 * The search texts of an item; `readingOf` (the palette's pinyin table) adds the pinyin of its
 * Chinese title and texts.
 */
export function searchDocOf(
  title: string,
  alt: readonly string[],
  keywords: readonly string[],
  readingOf?: ReadingOf,
): SearchDoc {
  const normTitle = normalizeText(title);
  const normAlt = alt.map(normalizeText).join('\n');
  const normKeywords = keywords.map(normalizeText).join('\n');
  const readings = (texts: readonly string[]) =>
    readingOf ? texts.flatMap((text) => readingOf(text) ?? []).map(pinyinReadingOf) : [];
  const others = [...alt, ...keywords].filter((text) => text !== title);
  const titleWords = latinWordsOf([normTitle]);
  const titlePinyin = readings([title])[0] ?? null;
  const altTitles = alt.map(normalizeText).filter((text) => text !== normTitle && !text.includes('/'));
  const otherPinyin = readings([...new Set(others)]);
  // a plain literal, no spread: the ranker reads thousands of these on every keystroke
  return {
    title: normTitle,
    alt: normAlt,
    keywords: normKeywords,
    all: `${normTitle}\n${normAlt}\n${normKeywords}`,
    titleWords,
    otherWords: latinWordsOf([normAlt, normKeywords]).filter((w) => !titleWords.includes(w)),
    titlePinyin,
    otherPinyin,
    pinyinInitials: [titlePinyin, ...otherPinyin]
      .map((r) => r?.initials ?? '')
      .join(' ')
      .trim(),
    titleInitials: wordInitialsOf(normTitle),
    altInitials: altTitles.map(wordInitialsOf).filter((i) => i.length >= 2),
  };
}

const WORDS = /[\s\-_/·›().:,]+/;
const WORD_START = /^[a-z0-9]/;

/** The first letters of a text's Latin words: `ric` for "re-issue coins" (CJK words have none). */
export function wordInitialsOf(text: string): string {
  let initials = '';
  for (const word of text.split(WORDS)) if (WORD_START.test(word)) initials += word[0];
  return initials;
}

/** Lower case, one space between words, no spaces around. */
export function normalizeText(text: string): string {
  return text.toLowerCase().replace(/\s+/g, ' ').trim();
}
