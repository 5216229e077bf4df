import type { Topic, TopicCreateBody, TopicUpdateBody, topicListQuerySchema } from '@opsdeck/shared/schemas';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import { type TopicDbRow, topics } from '../../db/schema/index.js';
import type { Tx } from '../../db/tx.js';
import type { ContentCtx } from '../content/context.js';
import { contentCrud, createAudited } from '../content/crud.js';
import { fieldError, guardSlug } from '../content/errors.js';
import { isoOrNull, searchOf, sortOf } from '../content/list.js';
import { contentReader } from '../content/read.js';
import { auditContent, lockChecked, updateChecked } from '../content/write.js';

type ListQuery = z.output<typeof topicListQuerySchema>;

function toRow(t: TopicDbRow): Topic {
  return {
    id: t.id,
    title: t.title,
    slug: t.slug,
    subtitle: t.subtitle,
    coverUrl: t.coverUrl,
    description: t.description,
    sort: t.sort,
    status: t.status,
    startsAt: isoOrNull(t.startsAt),
    endsAt: isoOrNull(t.endsAt),
    createdAt: t.createdAt.toISOString(),
    updatedAt: t.updatedAt.toISOString(),
  };
}

const reader = contentReader({
  resource: 'topic',
  table: topics,
  select: (db: Db | Tx) => db.select().from(topics),
  toRow,
  where: (q: ListQuery) => [
    searchOf(q.q, [topics.title, topics.slug]),
    q.status ? eq(topics.status, q.status) : undefined,
  ],
  order: (q: ListQuery) =>
    sortOf(
      q.sort,
      'sort:asc',
      {
        sort: topics.sort,
        createdAt: topics.createdAt,
        updatedAt: topics.updatedAt,
        startsAt: topics.startsAt,
      },
      topics.id,
      ['startsAt'],
    ),
});

const dateOrNull = (v: string | null | undefined) =>
  v === undefined ? undefined : v === null ? null : new Date(v);

/** GET /admin/topics. */
export const listTopics = reader.list;

/** GET /admin/topics/{id}. */
export async function getTopic(db: Db | Tx, ctx: ContentCtx, id: number): Promise<Topic> {
  return reader.get(db, ctx, id);
}

/** POST /admin/topics. */
export function createTopic(db: Db, ctx: ContentCtx, body: TopicCreateBody): Promise<Topic> {
  const values = { ...body, startsAt: dateOrNull(body.startsAt), endsAt: dateOrNull(body.endsAt) };
  return createAudited(db, ctx, 'topic', topics, body, getTopic, values);
}

/** PATCH /admin/topics/{id}: the start/end window is checked on the merged row. */
export function updateTopic(db: Db, ctx: ContentCtx, id: number, body: TopicUpdateBody): Promise<Topic> {
  const { updatedAt, startsAt, endsAt, ...rest } = body;
  const changes = { ...rest, startsAt: dateOrNull(startsAt), endsAt: dateOrNull(endsAt) };
  return guardSlug(ctx, 'topic', 'topics', rest.slug, () =>
    db.transaction(async (tx) => {
      await lockChecked(tx, ctx, 'topic', topics, id, updatedAt);
      const current = await getTopic(tx, ctx, id);
      const start = startsAt === undefined ? current.startsAt : startsAt;
      const end = endsAt === undefined ? current.endsAt : endsAt;
      if (start && end && Date.parse(end) <= Date.parse(start)) {
        throw fieldError(ctx, 400, 'endsAt', 'custom', 'content.validation.endsBeforeStarts');
      }
      await updateChecked(tx, ctx, 'topic', topics, id, undefined, changes);
      await auditContent(tx, ctx, 'topic', 'update', id, {
        changes: { ...rest, startsAt, endsAt },
        readAt: updatedAt,
      });
      return getTopic(tx, ctx, id);
    }),
  );
}

/** POST /admin/topics/{id}/status, bulk status, and DELETE (nothing refers to a topic). */
export const {
  setStatus: setTopicStatus,
  bulkStatus: bulkSetTopicStatus,
  remove: deleteTopic,
} = contentCrud({ resource: 'topic', table: topics, get: getTopic });
