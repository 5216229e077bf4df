import type { Category, ContentKind, Template, Wallpaper } from '@opsdeck/shared/schemas';
import type { Rng } from './rng.ts';

const DAY = 86_400_000;
const CATEGORY_SEED = [
  ['Landscape 风景', 'landscape', 'mountain', 'wallpaper'],
  ['Festival 节日', 'festival', 'lantern', 'both'],
  ['Blessing 祝福', 'blessing', 'heart', 'template'],
  ['Animals 动物', 'animals', 'paw', 'wallpaper'],
  ['Minimal 极简', 'minimal', 'square', 'both'],
  ['Birthday 生日', 'birthday', 'cake', 'template'],
] as const;

export function makeCategories(now: number): Category[] {
  return CATEGORY_SEED.map(([name, slug, icon, scope], i) => ({
    id: i + 1,
    name,
    slug,
    icon,
    scope,
    sort: (i + 1) * 10,
    status: i === 4 ? 'disabled' : 'enabled',
    wallpaperCount: 0,
    templateCount: 0,
    createdAt: new Date(now - (200 - i) * DAY).toISOString(),
    updatedAt: new Date(now - (20 - i) * DAY).toISOString(),
  }));
}

const TITLES = ['Misty peaks', 'Lantern night', 'Quiet lake', 'Red panda', 'Paper cranes', 'Snow pines'];

export function makeWallpapers(rng: Rng, now: number, categories: readonly Category[], count: number): Wallpaper[] {
  const usable = categories.filter((c) => c.scope !== 'template');
  return Array.from({ length: count }, (_, i) => {
    const category = rng.pick(usable);
    const access = rng.pick(['free', 'free', 'vip', 'coin'] as const);
    const created = now - rng.int(1, 180) * DAY;
    const wallpaper: Omit<Wallpaper, 'durationSeconds'> = {
      id: i + 1,
      title: `${rng.pick(TITLES)} ${i + 1}`,
      imageUrl: `/uploads/mock-wallpaper-${i + 1}.jpg`,
      thumbUrl: `/uploads/mock-wallpaper-${i + 1}-thumb.jpg`,
      width: 1080,
      height: 2340,
      type: rng.chance(0.2) ? 'live' : 'static',
      categoryId: category.id,
      categoryName: category.name,
      tags: [rng.pick(['calm', 'bright', 'dark', 'nature', 'city'])],
      access,
      priceCoins: access === 'coin' ? rng.pick([10, 20, 50]) : 0,
      downloads: rng.int(0, 20_000),
      likes: rng.int(0, 5000),
      status: rng.pick(['online', 'online', 'offline', 'draft'] as const),
      topicIds: [],
      createdBy: 1,
      createdAt: new Date(created).toISOString(),
      updatedAt: new Date(created + rng.int(0, 10) * DAY).toISOString(),
    };
    // a live wallpaper's playing time, as the seed gives it (no draw: the world stays the same)
    return { ...wallpaper, durationSeconds: wallpaper.type === 'live' ? 6 + ((i * 7) % 25) : null };
  });
}

/** One wallpaper or template as the dashboards and analysis count it. */
export interface ContentItem {
  type: 'wallpaper' | 'template';
  id: number;
  title: string;
  /** `wallpaper.<type>` or `template.<kind>`. */
  kind: ContentKind;
  status: string;
  categoryId: number;
  createdBy: number | null;
  /** Downloads of a wallpaper, uses of a template. */
  views: number;
  createdAt: string;
}

/** What a wallpaper and a template both have. */
type ContentRow = Pick<Wallpaper, 'id' | 'status' | 'categoryId' | 'createdBy' | 'createdAt'>;

/** One content row as an item: its title, its kind within its type, and its views. */
function itemOf(type: ContentItem['type'], row: ContentRow, title: string, kind: string, views: number): ContentItem {
  const { id, status, categoryId, createdBy, createdAt } = row;
  return { type, id, title, kind: `${type}.${kind}` as ContentKind, status, categoryId, createdBy, views, createdAt };
}

/** The data set's wallpapers and templates as one list (wallpapers first). */
export function contentItems(world: { wallpapers: readonly Wallpaper[]; templates: readonly Template[] }): ContentItem[] {
  return [
    ...world.wallpapers.map((w) => itemOf('wallpaper', w, w.title, w.type, w.downloads)),
    ...world.templates.map((t) => itemOf('template', t, t.name, t.kind, t.uses)),
  ];
}
