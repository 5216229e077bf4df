import { type ContentKind, contentKindSchema, type DashboardPopular } from '@opsdeck/shared/schemas';
import { sql } from 'drizzle-orm';
import { expect, test } from 'vitest';
import { observeRaw } from '../../db/raw.js';
import { queryRows } from '../../db/sql.js';
import { onBothDatabases } from '../../testing/db-suites.js';
import { popularContent } from './panels.js';
import { POPULAR_GENERATION_SQL, rememberedPopularContent } from './popular-remembered.js';

const QUERIES = (['', ...contentKindSchema.options] as const).flatMap((kind) =>
  (['unlocks', 'views'] as const).map((by) => ({ kind: (kind || undefined) as ContentKind | undefined, by })),
);

onBothDatabases('the remembered popular panel', (db) => {
  /** Every kind and order: the remembered panel is the panel ranked now; answers the whole-panel one. */
  const sameAsRanked = async (label: string, now = new Date()): Promise<DashboardPopular[]> => {
    const answers: DashboardPopular[] = [];
    for (const q of QUERIES) {
      const ranked = await popularContent(db(), q, now);
      expect(await rememberedPopularContent(db(), q, now), `${label} ${q.kind ?? 'all'} by ${q.by}`).toEqual(
        ranked,
      );
      answers.push(ranked);
    }
    return answers;
  };
  /** The statements a remembered panel sends. */
  const statementsOf = async (run: () => Promise<unknown>) => {
    const seen: string[] = [];
    observeRaw((text) => seen.push(text));
    try {
      await run();
    } finally {
      observeRaw(null);
    }
    return seen;
  };
  const all = { by: 'unlocks' } as const;
  const views = { by: 'views' } as const;

  test('ranks again exactly when an unlock, a rename, a status or a view count changes', async () => {
    const first = await sameAsRanked('first');
    // nothing changed: only the generation is read
    for (const q of QUERIES)
      expect(await statementsOf(() => rememberedPopularContent(db(), q))).toEqual([POPULAR_GENERATION_SQL]);
    const top = first[0]?.items[0];
    expect(top).toBeDefined();
    const table = top?.contentType === 'template' ? 'templates' : 'wallpapers';
    const [member] = await queryRows<{ id: number }>(db(), sql`SELECT id FROM members ORDER BY id LIMIT 1`);

    const before = await rememberedPopularContent(db(), all);
    await db().execute(sql`INSERT INTO unlocks (member_id, content_type, content_id, via)
      SELECT ${Number(member?.id)}, ${top?.contentType}, ${top?.id}, 'free' FROM generate_series(1, 3)`);
    const unlocked = await rememberedPopularContent(db(), all);
    expect(unlocked.items[0]?.unlocks).toBe((before.items[0]?.unlocks ?? 0) + 3);
    await sameAsRanked('after unlocks');

    const title = top?.contentType === 'template' ? sql.raw('name') : sql.raw('title');
    await db().execute(
      sql`UPDATE ${sql.raw(table)} SET ${title} = 'Renamed for the panel' WHERE id = ${top?.id}`,
    );
    expect((await rememberedPopularContent(db(), all)).items[0]?.title).toBe('Renamed for the panel');
    await sameAsRanked('after a rename');

    const viewed = await rememberedPopularContent(db(), views);
    const last = viewed.items[viewed.items.length - 1];
    const lastTable = last?.contentType === 'template' ? 'templates' : 'wallpapers';
    const counter = sql.raw(last?.contentType === 'template' ? 'uses' : 'downloads');
    await db().execute(
      sql`UPDATE ${sql.raw(lastTable)} SET ${counter} = ${counter} + 100000000 WHERE id = ${last?.id}`,
    );
    expect((await rememberedPopularContent(db(), views)).items[0]?.key).toBe(last?.key);
    await sameAsRanked('after a view count');

    await db().execute(sql`UPDATE ${sql.raw(table)} SET status = 'draft' WHERE id = ${top?.id}`);
    expect((await rememberedPopularContent(db(), all)).items.map((i) => i.key)).not.toContain(top?.key);
    await sameAsRanked('after a status');
  });

  test('ranks again on another day', async () => {
    const tomorrow = new Date(Date.now() + 86_400_000);
    await sameAsRanked('today');
    await sameAsRanked('tomorrow', tomorrow);
  });
});
