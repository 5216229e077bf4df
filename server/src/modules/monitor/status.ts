import type { MonitorPreview, MonitorStatus, RotationItem } from '@opsdeck/shared/schemas';
import type { FastifyInstance } from 'fastify';
import { isoOf, num, rawRows } from '../../db/raw.js';
import { SERVER_VERSION } from '../../version.js';

const REISSUES_SQL = `SELECT COALESCE(sum(coins), 0) AS coins, count(*) AS n FROM orders
  WHERE kind = 'patch' AND created_at > now() - interval '24 hours'`;

function openConnections(app: FastifyInstance): Promise<number> {
  if (!app.server.listening) return Promise.resolve(0);
  return new Promise((resolve) => app.server.getConnections((err, count) => resolve(err ? 0 : count)));
}

/** The studio info and status figures of this server process and its database. */
export async function monitorStatus(app: FastifyInstance): Promise<MonitorStatus> {
  const [reissues] = await rawRows<{ coins: unknown; n: unknown }>(app.db, REISSUES_SQL);
  const figures = app.monitor.metrics.figures();
  return {
    version: SERVER_VERSION,
    uptimeSeconds: Math.floor((Date.now() - app.monitor.startedAt.getTime()) / 1000),
    db: app.database.kind,
    ...figures,
    openConnections: await openConnections(app),
    streams: app.monitor.streams.size,
    reissuedCoins24h: num(reissues?.coins),
    reissues24h: num(reissues?.n),
  };
}

interface RotationRow {
  collection_id: number;
  collection_name: string;
  content_type: 'wallpaper' | 'template';
  content_id: number;
  name: string | null;
  cover: string | null;
  duration: number | null;
  rotation_count: unknown;
}

const ROTATION_SQL = `WITH items AS (
    SELECT c.id AS collection_id, c.title AS collection_name, c.sort AS c_sort, i.sort AS i_sort, i.id AS item_id,
      i.content_type, i.content_id
    FROM collections c JOIN collection_items i ON i.collection_id = c.id
    WHERE c.status = 'online'
  )
  SELECT items.collection_id, items.collection_name, items.content_type, items.content_id,
    COALESCE(w.title, t.name) AS name, COALESCE(w.thumb_url, t.cover_url) AS cover,
    CASE WHEN w.type = 'live' THEN w.duration_seconds END AS duration,
    count(*) OVER (PARTITION BY items.content_type, items.content_id) AS rotation_count
  FROM items
  LEFT JOIN wallpapers w ON items.content_type = 'wallpaper' AND w.id = items.content_id
  LEFT JOIN templates t ON items.content_type = 'template' AND t.id = items.content_id
  ORDER BY items.c_sort, items.collection_id, items.i_sort, items.item_id
  LIMIT $1`;

/** The content in rotation: the items of online collections, in collection then item order. */
export async function rotation(app: FastifyInstance, limit = 100): Promise<RotationItem[]> {
  const rows = await rawRows<RotationRow>(app.db, ROTATION_SQL, [limit]);
  return rows.map((r, i) => ({
    order: i + 1,
    collectionId: r.collection_id,
    collectionName: r.collection_name,
    kind: r.content_type,
    id: r.content_id,
    name: r.name ?? '',
    cover: r.cover ?? '',
    // the playing time of a live (video) wallpaper; still wallpapers and templates have none
    duration: r.duration === null ? null : num(r.duration),
    rotationCount: num(r.rotation_count),
  }));
}

const PREVIEW_SQL = `SELECT * FROM (
    (SELECT 'wallpaper' AS kind, id, title AS name, image_url AS cover, updated_at FROM wallpapers
      WHERE status = 'online' ORDER BY updated_at DESC, id DESC LIMIT 1)
    UNION ALL
    (SELECT 'template' AS kind, id, name, cover_url AS cover, updated_at FROM templates
      WHERE status = 'online' ORDER BY updated_at DESC, id DESC LIMIT 1)
  ) p ORDER BY updated_at DESC, kind LIMIT 1`;

/** The most recently published (put online or edited while online) wallpaper or template. */
export async function preview(app: FastifyInstance): Promise<MonitorPreview> {
  const [row] = await rawRows<{
    kind: 'wallpaper' | 'template';
    id: number;
    name: string;
    cover: string;
    updated_at: unknown;
  }>(app.db, PREVIEW_SQL);
  if (!row) return null;
  return {
    kind: row.kind,
    id: row.id,
    name: row.name,
    cover: row.cover,
    publishedAt: isoOf(row.updated_at) ?? '',
  };
}
