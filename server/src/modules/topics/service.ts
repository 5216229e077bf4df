import type { Topic, TopicCreateBody, TopicUpdateBody, topicListQuerySchema } from '@opsdeck/shared/schemas';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import { type TopicDbRow, topics } from '../../db/schema/index.js';
import type { Tx } from '../../db/tx.js';
import type { ContentCtx } from '../content/context.js';
import { contentCrud, createAudited } from '../content/crud.js';
import { fieldError, guardSlug } from '../content/errors.js';
import { isoOrNull, sortOf } from '../content/list.js';
import { contentReader } from '../content/read.js';
import { titledOf } from '../content/titled.js';
import { auditContent, lockChecked, updateChecked } from '../content/write.js';

type ListQuery = z.output<typeof topicListQuerySchema>;

function toRow(t: TopicDbRow): Topic {
  return {
    ...titledOf(t),
    subtitle: t.subtitle,
    startsAt: isoOrNull(t.startsAt),
    endsAt: isoOrNull(t.endsAt),
  };
}

const reader = contentReader({
  resource: 'topic',
  table: topics,
  select: (db: Db | Tx) => db.select().from(topics),
  toRow,
  search: { columns: [topics.title, topics.slug] },
  order: (q: ListQuery) => sortOf(q.sort, 'sort:asc', topics, topics.id, ['startsAt']),
});

const dateOrNull = (v: string | null | undefined) =>
  v === undefined ? undefined : v === null ? null : new Date(v);

/** GET /admin/topics. */
export const listTopics = reader.list;

/** GET /admin/topics/{id}. */
export const getTopic = reader.get;

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
