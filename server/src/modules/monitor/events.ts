import type { Locale } from '@opsdeck/shared/i18n';
import { auditAreasOf, monitorKindOf, REISSUE_AUDIT_ACTIONS } from '@opsdeck/shared/resources';
import type { MonitorEvent, MonitorEventKind } from '@opsdeck/shared/schemas';
import type { Db } from '../../db/client.js';
import { nameFrom, operatorNamesSql } from '../../db/operator-names.js';
import { isoOf, num, rawRows } from '../../db/raw.js';

/** How many missed events a reconnecting stream catches up with at most. */
export const CATCH_UP_LIMIT = 500;

interface AuditEventRow {
  id: string | number;
  created_at: Date | string;
  action: string;
  status: 'ok' | 'failed';
  operator_id: number | null;
  operator_name: string | null;
  operator_names: Partial<Record<Locale, string>> | string | null;
  target_type: string;
  target_id: string;
  payload: Record<string, unknown> | string;
  note_id: number | null;
  note_content: string | null;
  note_collect: boolean | null;
  note_time: Date | string | null;
  member_visible_id: string | null;
}

const SELECT = `SELECT a.id, a.created_at, a.action, a.status, a.operator_id, o.name AS operator_name, ${operatorNamesSql('o')} AS operator_names,
  a.target_type, a.target_id, a.payload,
  n.id AS note_id, n.content AS note_content, n.is_collect AS note_collect, n.created_at AS note_time,
  mb.visible_id AS member_visible_id
  FROM audit_log a
  LEFT JOIN operators o ON o.id = a.operator_id
  LEFT JOIN monitor_notes n ON a.target_type = 'monitorNote' AND n.id::text = a.target_id
  LEFT JOIN members mb ON mb.id = (CASE
    WHEN a.target_type = 'member' AND a.target_id ~ '^[0-9]{1,9}$' THEN a.target_id::int
    WHEN a.target_type <> 'member' AND a.payload->>'memberId' ~ '^[0-9]{1,9}$' THEN (a.payload->>'memberId')::int
  END)`;

/** An audit row's kind, from the one registry (shared/src/resources/audit-areas.ts). */
export const kindOf = monitorKindOf;

const intOrNull = (value: unknown): number | null =>
  typeof value === 'number' && Number.isInteger(value) ? value : null;

function toEvent(row: AuditEventRow, locale: Locale): MonitorEvent {
  const operatorName = nameFrom(row.operator_names, row.operator_name, locale);
  const payload = (typeof row.payload === 'string' ? JSON.parse(row.payload) : row.payload) ?? {};
  const memberId = row.target_type === 'member' ? Number(row.target_id) || null : intOrNull(payload.memberId);
  return {
    id: num(row.id),
    time: isoOf(row.created_at) ?? '',
    kind: kindOf(row.action),
    action: row.action,
    status: row.status,
    operator: row.operator_id === null ? null : { id: row.operator_id, name: operatorName },
    targetType: row.target_type,
    targetId: row.target_id,
    memberId,
    memberVisibleId: memberId === null ? null : row.member_visible_id,
    orderNo: typeof payload.orderNo === 'string' ? payload.orderNo : null,
    coins: intOrNull(payload.coins),
    days: intOrNull(payload.days),
    note:
      row.note_id === null
        ? null
        : {
            id: row.note_id,
            username: operatorName,
            content: row.note_content ?? '',
            time: isoOf(row.note_time) ?? '',
            isCollect: row.note_collect === true,
          },
  };
}

/**
 * One audit row, read once, as an event in any caller's language (the live stream sends it to
 * operators of both), or null when it is gone.
 */
export async function eventById(db: Db, id: number): Promise<((locale: Locale) => MonitorEvent) | null> {
  const [row] = await rawRows<AuditEventRow>(db, `${SELECT} WHERE a.id = $1`, [id]);
  return row ? (locale) => toEvent(row, locale) : null;
}

/** The events after `afterId`, oldest first (a reconnecting stream's catch-up). */
export async function eventsAfter(
  db: Db,
  afterId: number,
  locale: Locale,
  limit = CATCH_UP_LIMIT,
): Promise<MonitorEvent[]> {
  const rows = await rawRows<AuditEventRow>(db, `${SELECT} WHERE a.id > $1 ORDER BY a.id LIMIT $2`, [
    afterId,
    limit,
  ]);
  return rows.map((r) => toEvent(r, locale));
}

const sqlList = (values: readonly string[]) => values.map((v) => `'${v.replaceAll("'", "''")}'`).join(', ');

/** The SQL filter of each kind, made from the same registry as `kindOf` ('other' is filtered in memory). */
export const KIND_FILTER: Record<MonitorEventKind, string> = {
  reissue: `a.action IN (${sqlList(REISSUE_AUDIT_ACTIONS)})`,
  note: `split_part(a.action, '.', 1) IN (${sqlList(auditAreasOf('note'))})`,
  order: `split_part(a.action, '.', 1) IN (${sqlList(auditAreasOf('order'))})`,
  approval: `split_part(a.action, '.', 1) IN (${sqlList(auditAreasOf('approval'))})`,
  auth: `split_part(a.action, '.', 1) IN (${sqlList(auditAreasOf('auth'))})`,
  content: `split_part(a.action, '.', 1) IN (${sqlList(auditAreasOf('content'))})`,
  other: 'false',
};

/**
 * The newest events, newest first by time (ties by id), optionally of one kind ('other' is filtered
 * in memory).
 */
export async function latestEvents(
  db: Db,
  locale: Locale,
  limit: number,
  kind?: MonitorEventKind,
): Promise<MonitorEvent[]> {
  if (kind === 'other') {
    const rows = await rawRows<AuditEventRow>(
      db,
      `${SELECT} ORDER BY a.created_at DESC, a.id DESC LIMIT $1`,
      [limit * 4],
    );
    return rows
      .map((r) => toEvent(r, locale))
      .filter((e) => e.kind === 'other')
      .slice(0, limit);
  }
  const where = kind ? `WHERE ${KIND_FILTER[kind]}` : '';
  const rows = await rawRows<AuditEventRow>(
    db,
    `${SELECT} ${where} ORDER BY a.created_at DESC, a.id DESC LIMIT $1`,
    [limit],
  );
  return rows.map((r) => toEvent(r, locale));
}
