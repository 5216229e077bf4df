import type { Locale } from '@opsdeck/shared/i18n';
import type { MonitorNote, MonitorNoteBody, MonitorNoteStarBody } from '@opsdeck/shared/schemas';
import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { operatorNameIn } from '../../db/operator-names.js';
import { monitorNotes, operators } from '../../db/schema/index.js';
import type { Tx } from '../../db/tx.js';
import { HttpError } from '../../errors.js';
import { writeAudit } from '../audit/service.js';

/** Who posts or stars, and from where (for the audit row). */
export interface NoteCtx {
  operatorId: number;
  ip: string;
  /** The caller's language: the note answered names its author in it. */
  locale?: Locale;
}

const columnsIn = (locale: Locale) => ({
  id: monitorNotes.id,
  username: operatorNameIn(locale),
  content: monitorNotes.content,
  createdAt: monitorNotes.createdAt,
  isCollect: monitorNotes.isCollect,
});

type NoteRow = { id: number; username: string; content: string; createdAt: Date; isCollect: boolean };

const toNote = (row: NoteRow): MonitorNote => ({
  id: row.id,
  username: row.username,
  content: row.content,
  time: row.createdAt.toISOString(),
  isCollect: row.isCollect,
});

async function noteById(db: Db, id: number, locale: Locale): Promise<MonitorNote | null> {
  const [row] = await db
    .select(columnsIn(locale))
    .from(monitorNotes)
    .innerJoin(operators, eq(operators.id, monitorNotes.operatorId))
    .where(eq(monitorNotes.id, id));
  return row ? toNote(row) : null;
}

/** The newest notes, starred ones first. */
export async function listNotes(db: Db, locale: Locale, limit = 50): Promise<MonitorNote[]> {
  const rows = await db
    .select(columnsIn(locale))
    .from(monitorNotes)
    .innerJoin(operators, eq(operators.id, monitorNotes.operatorId))
    .orderBy(desc(monitorNotes.isCollect), desc(monitorNotes.createdAt), desc(monitorNotes.id))
    .limit(limit);
  return rows.map(toNote);
}

/** The audit row of a note change (`monitorNote.<verb>`), which is also the live stream's event. */
function auditNote(
  tx: Tx,
  ctx: NoteCtx,
  verb: 'post' | 'star',
  id: number,
  payload: Record<string, unknown>,
) {
  const { operatorId, ip } = ctx;
  return writeAudit(tx, {
    operatorId,
    action: `monitorNote.${verb}`,
    targetType: 'monitorNote',
    targetId: String(id),
    payload,
    ip,
  });
}

/** Posts a note into the live stream: the note and its audit row (the stream's event) in one transaction. */
export async function postNote(db: Db, ctx: NoteCtx, body: MonitorNoteBody): Promise<MonitorNote> {
  const id = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(monitorNotes)
      .values({ operatorId: ctx.operatorId, content: body.content })
      .returning({ id: monitorNotes.id });
    if (!row) throw new Error('monitor_notes insert returned nothing');
    await auditNote(tx, ctx, 'post', row.id, { content: body.content });
    return row.id;
  });
  const note = await noteById(db, id, ctx.locale ?? 'en-US');
  if (!note) throw new Error('posted note not found');
  return note;
}

/** Stars or unstars a note (404 for an unknown id); audited, so every open monitor sees it. */
export async function starNote(db: Db, ctx: NoteCtx, body: MonitorNoteStarBody): Promise<MonitorNote> {
  await db.transaction(async (tx) => {
    const rows = await tx
      .update(monitorNotes)
      .set({ isCollect: body.isCollect })
      .where(eq(monitorNotes.id, body.id))
      .returning({ id: monitorNotes.id });
    if (rows.length === 0) throw new HttpError(404, 'monitor.errors.noteNotFound', { id: body.id });
    await auditNote(tx, ctx, 'star', body.id, { isCollect: body.isCollect });
  });
  const note = await noteById(db, body.id, ctx.locale ?? 'en-US');
  if (!note) throw new HttpError(404, 'monitor.errors.noteNotFound', { id: body.id });
  return note;
}
