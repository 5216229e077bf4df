import type { ContentResourceKey } from '@opsdeck/shared/resources';
import type { CategoryScope } from '@opsdeck/shared/schemas';
import type { InferInsertModel } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { collections, topics, wallpaperTopics } from '../db/schema/index.js';
import { SEED_COVER_ART, SEED_WALLPAPER_ART } from '../modules/uploads/seed-art/content-art.js';

/** docs/domain.md demo sizes of the content area. */
export const DEMO_WALLPAPERS = 500;
export const DEMO_TEMPLATES = 120;

/** The fixed random seed of the content seed. */
export const CONTENT_SEED = 20_260_404;

/** Categories: name, slug, icon (Blueprint), scope. */
export const SEED_CATEGORIES: { name: string; slug: string; icon: string; scope: CategoryScope }[] = [
  { name: 'Landscapes', slug: 'landscapes', icon: 'mountain', scope: 'wallpaper' },
  { name: 'Abstract', slug: 'abstract', icon: 'layout-circle', scope: 'wallpaper' },
  { name: 'Animals', slug: 'animals', icon: 'paw', scope: 'wallpaper' },
  { name: 'Anime', slug: 'anime', icon: 'draw', scope: 'wallpaper' },
  { name: 'Space', slug: 'space', icon: 'globe', scope: 'wallpaper' },
  { name: 'City', slug: 'city', icon: 'office', scope: 'wallpaper' },
  { name: 'Festivals', slug: 'festivals', icon: 'lantern', scope: 'both' },
  { name: 'Love', slug: 'love', icon: 'heart', scope: 'both' },
  { name: 'Minimal', slug: 'minimal', icon: 'minus', scope: 'both' },
  { name: 'Birthday', slug: 'birthday', icon: 'cake', scope: 'template' },
  { name: 'Business', slug: 'business', icon: 'briefcase', scope: 'template' },
  { name: 'Greetings', slug: 'greetings', icon: 'envelope', scope: 'template' },
  { name: 'Events', slug: 'events', icon: 'calendar', scope: 'template' },
  { name: 'Retired', slug: 'retired', icon: 'archive', scope: 'both' },
];

/** Editorial topics: title, slug, subtitle. */
export const SEED_TOPICS: { title: string; slug: string; subtitle: string }[] = [
  { title: 'Spring Festival Picks', slug: 'spring-festival', subtitle: 'Red, gold and good wishes' },
  { title: 'Summer Vibes', slug: 'summer-vibes', subtitle: 'Sun, sea and long evenings' },
  { title: 'Mid-Autumn Moon', slug: 'mid-autumn', subtitle: 'Reunion under the full moon' },
  { title: 'Back to School', slug: 'back-to-school', subtitle: 'Fresh starts and new notebooks' },
  { title: 'Winter Calm', slug: 'winter-calm', subtitle: 'Quiet colours for cold days' },
  { title: "Valentine's Day", slug: 'valentines', subtitle: 'Say it with a card' },
  { title: 'Weekend Reset', slug: 'weekend-reset', subtitle: 'Slow down and breathe' },
  { title: 'Night Owls', slug: 'night-owls', subtitle: 'Dark themes for late hours' },
];

/** Wallpaper topics: title, slug. */
export const SEED_WALLPAPER_TOPICS: { title: string; slug: string }[] = [
  { title: 'Gradients', slug: 'gradients' },
  { title: 'Nature', slug: 'nature' },
  { title: 'Dark Mode', slug: 'dark-mode' },
  { title: 'Pastel', slug: 'pastel' },
  { title: 'Geometric', slug: 'geometric' },
  { title: 'Sunsets', slug: 'sunsets' },
  { title: 'Ocean', slug: 'ocean' },
  { title: 'Lock Screen', slug: 'lock-screen' },
  { title: 'Retro', slug: 'retro' },
  { title: 'Neon', slug: 'neon' },
];

/** Collections (the spec's booklists): title, slug, description. */
export const SEED_COLLECTIONS: { title: string; slug: string; description: string }[] = [
  { title: "Editor's Picks", slug: 'editors-picks', description: 'What the team liked this week' },
  { title: 'Festival Greetings', slug: 'festival-greetings', description: 'Cards for every holiday' },
  { title: 'Calm Screens', slug: 'calm-screens', description: 'Soft wallpapers that stay out of the way' },
  { title: 'Party Time', slug: 'party-time', description: 'Birthdays, openings and nights out' },
  { title: 'New This Month', slug: 'new-this-month', description: 'Fresh uploads' },
  { title: 'Most Downloaded', slug: 'most-downloaded', description: 'Crowd favourites' },
  { title: 'VIP Exclusives', slug: 'vip-exclusives', description: 'Only for VIP members' },
  { title: 'Colour Pop', slug: 'colour-pop', description: 'Bright gradients and bold type' },
  { title: 'Say Thanks', slug: 'say-thanks', description: 'Notes of gratitude' },
  { title: 'Night Mode', slug: 'night-mode', description: 'Dark and moody' },
  { title: 'Minimal Set', slug: 'minimal-set', description: 'Less is more' },
  { title: 'Draft Ideas', slug: 'draft-ideas', description: 'Work in progress, not shown in the app' },
];

/** The seed's clock: the time so many days before the seed's `now`. */
export type SeedClock = (daysAgo: number) => Date;

/** A content table: the seed reads back the ids it inserts. */
type ContentTable = PgTable & { id: AnyPgColumn };

/** A resource's demo rows for its table, as inserted: no random draws, no other table's ids. */
export interface DeclaredRows<T extends ContentTable = ContentTable> {
  table: T;
  rows: (at: SeedClock) => InferInsertModel<T>[];
}
const rowsOf = <T extends ContentTable>(table: T, rows: DeclaredRows<T>['rows']): DeclaredRows<T> => ({
  table,
  rows,
});

/** The picture at a place in the seed's art, wrapping around. */
const artAt = <A>(art: readonly A[], i: number): A => (art[i % art.length] ?? art[0]) as A;

/** The first `count` rows are online, the rest offline. */
const onlineBelow = (i: number, count: number) => (i < count ? 'online' : 'offline') as 'online' | 'offline';

/**
 * The content resources whose demo rows stand alone, under their resource key (RESOURCE_PATHS):
 * `seedContent` inserts every entry here and hands on the ids, so a new resource of this kind adds
 * its rows here and nothing in seed/content.ts. Rows drawn at random or pointing at other rows
 * (wallpapers, templates, collection items) are made there.
 */
export const DECLARED_ROWS = {
  topic: rowsOf(topics, (at) =>
    SEED_TOPICS.map((t, i) => {
      const created = at(200 - i * 15);
      const windowed = i % 3 === 0;
      return {
        ...t,
        coverUrl: artAt(SEED_COVER_ART, i).url,
        description: `${t.subtitle}. A hand-picked set of wallpapers and templates.`,
        sort: i * 10,
        status: onlineBelow(i, 6),
        startsAt: windowed ? at(30 - i) : null,
        endsAt: windowed ? at(-30 - i) : null,
        createdAt: created,
        updatedAt: created,
      };
    }),
  ),
  wallpaperTopic: rowsOf(wallpaperTopics, (at) =>
    SEED_WALLPAPER_TOPICS.map((t, i) => {
      const created = at(300 - i * 20);
      return {
        ...t,
        coverUrl: artAt(SEED_WALLPAPER_ART, i * 3).thumbUrl,
        description: `${t.title} wallpapers, curated.`,
        sort: i * 10,
        status: onlineBelow(i, 8),
        createdAt: created,
        updatedAt: created,
      };
    }),
  ),
  collection: rowsOf(collections, (at) =>
    SEED_COLLECTIONS.map((c, i) => {
      const created = at(120 - i * 8);
      return {
        ...c,
        coverUrl: artAt(SEED_COVER_ART, i + 3).url,
        status: onlineBelow(i, 10),
        sort: i * 10,
        createdAt: created,
        updatedAt: created,
      };
    }),
  ),
} satisfies Partial<Record<ContentResourceKey, DeclaredRows>>;

export const TITLE_WORDS = {
  first: [
    'Aurora',
    'Sakura',
    'Neon',
    'Misty',
    'Golden',
    'Ocean',
    'Velvet',
    'Crystal',
    'Silent',
    'Amber',
    'Cosmic',
    'Lunar',
    'Coral',
    'Frosted',
    'Electric',
    'Wild',
  ],
  second: [
    'Dawn',
    'Dusk',
    'Valley',
    'Dream',
    'Waves',
    'Garden',
    'Skyline',
    'Horizon',
    'Bloom',
    'Drift',
    'Glow',
    'Echo',
    'Breeze',
    'Orbit',
    'Meadow',
    'Tide',
  ],
};

export const TAGS = [
  '4k',
  'gradient',
  'calm',
  'colorful',
  'dark',
  'light',
  'nature',
  'abstract',
  'cute',
  'minimal',
  'festival',
  'love',
];

export const TEMPLATE_VARIANTS = [
  'Classic',
  'Bright',
  'Soft',
  'Bold',
  'Elegant',
  'Playful',
  'Warm',
  'Cool',
  'Modern',
  'Vintage',
];
