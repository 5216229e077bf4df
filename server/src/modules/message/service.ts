import type { Locale } from '@opsdeck/shared/i18n';
import { noticeTexts } from '@opsdeck/shared/i18n/notices';
import type { Message, MessageType } from '@opsdeck/shared/schemas';
import { and, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { type MessageRow, messages, messageTexts } from '../../db/schema/index.js';

/** Most messages one list answers (the message box shows recent ones). */
const MESSAGE_LIST_LIMIT = 500;

/** A message's texts in the reader's language (message_texts, migration 090), else its own. */
type Texts = { title: string; subTitle: string; content: string } | null;

function toMessage(row: MessageRow, texts: Texts): Message {
  return {
    id: row.id,
    type: row.type,
    title: texts?.title ?? row.title,
    subTitle: texts?.subTitle ?? row.subTitle,
    avatar: row.avatar,
    content: texts?.content ?? row.content,
    time: row.createdAt.toISOString(),
    messageType: row.messageType,
    status: row.status === 1 ? 1 : 0,
  };
}

/** The operator's messages, newest first, optionally one type and/or only unread; texts in `locale`. */
export async function listMessages(
  db: Db,
  operatorId: number,
  filter: { type?: MessageType; unread?: boolean } = {},
  locale: Locale = 'en-US',
): Promise<Message[]> {
  const where: SQL[] = [eq(messages.operatorId, operatorId)];
  if (filter.type) where.push(eq(messages.type, filter.type));
  if (filter.unread) where.push(eq(messages.status, 0));
  const rows = await db
    .select({
      message: messages,
      texts: { title: messageTexts.title, subTitle: messageTexts.subTitle, content: messageTexts.content },
    })
    .from(messages)
    .leftJoin(messageTexts, and(eq(messageTexts.code, messages.textCode), eq(messageTexts.locale, locale)))
    .where(and(...where))
    .orderBy(desc(messages.createdAt), desc(messages.id))
    .limit(MESSAGE_LIST_LIMIT);
  return rows.map((r) =>
    toMessage(r.message, r.texts ?? noticeTexts(r.message.textCode, r.message.textParams, locale)),
  );
}

/** Marks the given messages read, only those of the operator (other ids are left alone). */
export async function markMessagesRead(db: Db, operatorId: number, ids: number[]): Promise<true> {
  await db
    .update(messages)
    .set({ status: 1 })
    .where(and(eq(messages.operatorId, operatorId), inArray(messages.id, ids)));
  return true;
}
