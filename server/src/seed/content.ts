import { asc } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import {
  categories,
  collectionItems,
  operators,
  templates,
  wallpapers,
  wallpaperTopicLinks,
} from '../db/schema/index.js';
import { SEED_WALLPAPER_ART } from '../modules/uploads/seed-art/content-art.js';
import { DESIGNS } from '../modules/uploads/seed-art/content-designs.js';
import { DESIGN_COVERS } from '../modules/uploads/seed-art/content-images.js';
import { Rng } from './business-rng.js';
import {
  CONTENT_SEED,
  DECLARED_ROWS,
  DEMO_TEMPLATES,
  DEMO_WALLPAPERS,
  type DeclaredRows,
  SEED_CATEGORIES,
  type SeedClock,
  TAGS,
  TEMPLATE_VARIANTS,
  TITLE_WORDS,
} from './content-data.js';
import type { SeedOptions } from './index.js';

const DAY = 86_400_000;

/** Access and price of a seeded wallpaper or template: mostly free, some VIP, some for coins. */
function accessOf(rng: Rng): { access: 'free' | 'vip' | 'coin'; priceCoins: number } {
  const r = rng.next();
  if (r < 0.6) return { access: 'free', priceCoins: 0 };
  if (r < 0.85) return { access: 'vip', priceCoins: 0 };
  return { access: 'coin', priceCoins: rng.pick([5, 10, 20, 30, 50]) };
}

function statusOf(rng: Rng): 'draft' | 'online' | 'offline' {
  const r = rng.next();
  return r < 0.8 ? 'online' : r < 0.9 ? 'offline' : 'draft';
}

/** Inserts every resource's declared demo rows (content-data.ts), answering their ids by resource. */
async function insertDeclaredRows(
  db: Db,
  at: SeedClock,
): Promise<{ [K in keyof typeof DECLARED_ROWS]: { id: number }[] }> {
  const ids: Record<string, { id: number }[]> = {};
  for (const [key, declared] of Object.entries(DECLARED_ROWS) as [string, DeclaredRows][]) {
    ids[key] = (await db
      .insert(declared.table)
      .values(declared.rows(at))
      .returning({ id: declared.table.id })) as { id: number }[];
  }
  return ids as { [K in keyof typeof DECLARED_ROWS]: { id: number }[] };
}

/**
 * Seeds the content area with the demo sizes of docs/domain.md: 14 categories, 8 topics, 10 wallpaper topics,
 * 500 wallpapers (ids 1..500, which the money seed's unlocks refer to), 120 templates with real
 * layouts (ids 1..120) and 12 collections with items. Pictures are the seed's drawn images
 * (content-art.ts), rendered to files on first request, so seeding writes no files and stays fast.
 * Deterministic: a fixed random seed, times relative to `opts.now`.
 */
export async function seedContent(db: Db, opts: SeedOptions): Promise<void> {
  const now = (opts.now ?? new Date()).getTime();
  const rng = new Rng(CONTENT_SEED);
  const at: SeedClock = (daysAgo) => new Date(Math.floor(now - daysAgo * DAY));
  const ops = (await db.select({ id: operators.id }).from(operators).orderBy(asc(operators.id))).map(
    (o) => o.id,
  );

  const cats = await db
    .insert(categories)
    .values(
      SEED_CATEGORIES.map((c, i) => {
        const created = at(400 - i * 3);
        return {
          ...c,
          sort: i * 10,
          status: c.slug === 'retired' ? 'disabled' : 'enabled',
          createdAt: created,
          updatedAt: created,
        } as const;
      }),
    )
    .returning({ id: categories.id, scope: categories.scope, slug: categories.slug });
  const usable = cats.filter((c) => c.slug !== 'retired');
  const wallpaperCats = usable.filter((c) => c.scope !== 'template').map((c) => c.id);
  const templateCats = usable.filter((c) => c.scope !== 'wallpaper').map((c) => c.id);

  const declared = await insertDeclaredRows(db, at);
  const wTopics = declared.wallpaperTopic;

  const wallpaperRows = Array.from({ length: DEMO_WALLPAPERS }, (_, i) => {
    const art = SEED_WALLPAPER_ART[rng.int(0, SEED_WALLPAPER_ART.length - 1)] ?? SEED_WALLPAPER_ART[0]!;
    // ids grow with time: wallpaper 1 is the oldest
    const created = at(((DEMO_WALLPAPERS - i) / DEMO_WALLPAPERS) * 365 + rng.next() * 0.5);
    const updated = new Date(Math.min(now, created.getTime() + rng.int(0, 20) * DAY));
    const tags = [...new Set([rng.pick(TAGS), rng.pick(TAGS), rng.pick(TAGS)].slice(0, rng.int(1, 3)))];
    const type = rng.chance(0.1) ? ('live' as const) : ('static' as const);
    return {
      title: `${rng.pick(TITLE_WORDS.first)} ${rng.pick(TITLE_WORDS.second)} ${i + 1}`,
      imageUrl: art.url,
      thumbUrl: art.thumbUrl,
      width: art.width,
      height: art.height,
      type,
      // a live wallpaper is a short loop: 6 to 30 seconds (no random draw, so the other rows stay)
      durationSeconds: type === 'live' ? 6 + ((i * 7) % 25) : null,
      categoryId: rng.pick(wallpaperCats),
      tags,
      ...accessOf(rng),
      downloads: Math.floor(rng.next() ** 3 * 50_000),
      likes: Math.floor(rng.next() ** 3 * 8_000),
      status: statusOf(rng),
      createdBy: ops.length > 0 ? rng.pick(ops) : null,
      createdAt: created,
      updatedAt: updated,
    };
  });
  const wps = await db.insert(wallpapers).values(wallpaperRows).returning({ id: wallpapers.id });

  const links: { wallpaperTopicId: number; wallpaperId: number }[] = [];
  for (const w of wps) {
    const picked = new Set<number>();
    const n = rng.chance(0.7) ? rng.int(1, 2) : 0;
    for (let k = 0; k < n; k++) picked.add(rng.pick(wTopics).id);
    for (const id of picked) links.push({ wallpaperTopicId: id, wallpaperId: w.id });
  }
  if (links.length > 0) await db.insert(wallpaperTopicLinks).values(links);

  const templateRows = Array.from({ length: DEMO_TEMPLATES }, (_, i) => {
    const d = i % DESIGNS.length;
    const design = DESIGNS[d]!;
    const created = at(((DEMO_TEMPLATES - i) / DEMO_TEMPLATES) * 300 + rng.next() * 0.5);
    return {
      name: `${design.title} · ${TEMPLATE_VARIANTS[Math.floor(i / DESIGNS.length) % TEMPLATE_VARIANTS.length]}`,
      categoryId: rng.pick(templateCats),
      coverUrl: DESIGN_COVERS[d]!.url,
      kind: design.kind,
      layout: design.layout,
      ...accessOf(rng),
      uses: Math.floor(rng.next() ** 2 * 20_000),
      status: statusOf(rng),
      createdBy: ops.length > 0 ? rng.pick(ops) : null,
      createdAt: created,
      updatedAt: new Date(Math.min(now, created.getTime() + rng.int(0, 10) * DAY)),
    };
  });
  const tps = await db.insert(templates).values(templateRows).returning({ id: templates.id });

  const cols = declared.collection;

  const items: {
    collectionId: number;
    contentType: 'wallpaper' | 'template';
    contentId: number;
    sort: number;
    createdAt: Date;
  }[] = [];
  cols.forEach((c, ci) => {
    const seen = new Set<string>();
    const n = rng.int(6, 16);
    const mix = ci % 3; // 0: wallpapers only, 1: templates only, 2: both
    while (seen.size < n) {
      const type =
        mix === 0 ? 'wallpaper' : mix === 1 ? 'template' : rng.chance(0.5) ? 'wallpaper' : 'template';
      const id = type === 'wallpaper' ? rng.pick(wps).id : rng.pick(tps).id;
      const key = `${type}:${id}`;
      if (seen.has(key)) continue;
      items.push({
        collectionId: c.id,
        contentType: type,
        contentId: id,
        sort: seen.size,
        createdAt: at(100 - ci * 8),
      });
      seen.add(key);
    }
  });
  await db.insert(collectionItems).values(items);
}
