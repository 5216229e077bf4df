import { type Locale, translate } from '@opsdeck/shared/i18n';
import type { Channel, ChannelCreateBody, ChannelList } from '@opsdeck/shared/schemas';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { isoOf, num } from '../../db/raw.js';
import { queryRows } from '../../db/sql.js';
import { isUniqueViolation } from '../../db/tx.js';
import { HttpError } from '../../errors.js';
import { writeAudit } from '../audit/service.js';

/** Who creates a channel, from where, in which language (errors are worded in it). */
export interface ChannelCtx {
  operatorId: number | null;
  ip: string;
  locale: Locale;
}

type RawChannel = Record<string, unknown>;

const dayOf = (v: unknown): string =>
  v instanceof Date ? v.toISOString().slice(0, 10) : String(v).slice(0, 10);

function channelOf(r: RawChannel): Channel {
  return {
    id: num(r.id),
    code: String(r.code),
    name: String(r.name),
    channelType: r.channel_type as Channel['channelType'],
    promotionFrom: dayOf(r.promotion_from),
    promotionTo: dayOf(r.promotion_to),
    promoteLink: String(r.promote_link),
    advertisingSource: String(r.advertising_source),
    advertisingMedia: String(r.advertising_media),
    keywords: r.keywords as string[] as Channel['keywords'],
    pushNotify: r.push_notify === true,
    advertisingContent: String(r.advertising_content),
    memberCount: num(r.member_count ?? 0),
    createdAt: isoOf(r.created_at) ?? '',
  };
}

// Dates as text: the drivers differ in how they hand back `date` columns.
const COLUMNS = sql.raw(`c.id, c.code, c.name, c.channel_type, c.promotion_from::text AS promotion_from,
  c.promotion_to::text AS promotion_to, c.promote_link, c.advertising_source, c.advertising_media, c.keywords,
  c.push_notify, c.advertising_content, c.created_at`);

/** GET /admin/channels: every channel with its member count, oldest first. */
export async function listChannels(db: Db): Promise<ChannelList> {
  const rows = await queryRows<RawChannel>(
    db,
    sql`SELECT ${COLUMNS}, (SELECT count(*) FROM members m WHERE m.channel = c.code) AS member_count
      FROM channels c ORDER BY c.id`,
  );
  return { list: rows.map(channelOf) };
}

/**
 * POST /admin/channels: stores the channel with a generated code (`ch` + its id, 4 digits at least)
 * and audits `channel.create`, in one transaction. A taken activity name is 409 `unique`.
 */
export async function createChannel(db: Db, body: ChannelCreateBody, ctx: ChannelCtx): Promise<Channel> {
  const [from, to] = body.promotionTime;
  try {
    return await db.transaction(async (tx) => {
      const [row] = await queryRows<RawChannel>(
        tx,
        sql`WITH n AS (SELECT nextval(pg_get_serial_sequence('channels', 'id')) AS id)
          INSERT INTO channels AS c (id, code, name, channel_type, promotion_from, promotion_to, promote_link,
            advertising_source, advertising_media, keywords, push_notify, advertising_content, created_by)
          SELECT n.id, 'ch' || lpad(n.id::text, 4, '0'), ${body.activityName}, ${body.channelType}, ${from}, ${to},
            ${body.promoteLink}, ${body.advertisingSource}, ${body.advertisingMedia},
            ${`{${body.keyword.join(',')}}`}::text[], ${body.pushNotify}, ${body.advertisingContent}, ${ctx.operatorId}
          FROM n
          RETURNING ${COLUMNS}`,
      );
      if (!row) throw new Error('channels insert returned nothing');
      const channel = channelOf(row);
      await writeAudit(tx, {
        operatorId: ctx.operatorId,
        action: 'channel.create',
        targetType: 'channel',
        targetId: channel.code,
        payload: { ...body },
        ip: ctx.ip,
      });
      return channel;
    });
  } catch (error) {
    if (isUniqueViolation(error, 'channels_name_key')) {
      const params = { field: translate(ctx.locale, 'fields.activityName'), name: body.activityName };
      const message = translate(ctx.locale, 'channels.errors.nameTaken', params);
      throw new HttpError(409, 'channels.errors.nameTaken', params, {
        details: [{ field: 'activityName', rule: 'unique', message }],
      });
    }
    throw error;
  }
}
