import {
  type Page,
  parseSort,
  type SetRow,
  type SetStatus,
  type setListQuerySchema,
} from '@opsdeck/shared/schemas';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import { prefixPattern, rangeFrom, rangeTo } from '../../db/filters.js';
import { offsetOf, pageOf, rawTotalOf } from '../../db/paging.js';
import { isoOf, num, rawRows, SqlParams, whereOf } from '../../db/raw.js';
import { queryRows } from '../../db/sql.js';
import { HttpError } from '../../errors.js';
import { writeAudit } from '../audit/service.js';

/** The parsed query of GET /admin/sets. */
export type SetListFilters = z.output<typeof setListQuerySchema>;

/** The WHERE of a set list query (number and name match their beginning). */
export function setWhere(f: SetListFilters, p: SqlParams): string {
  return whereOf([
    f.number && `s.number LIKE ${p.add(prefixPattern(f.number))}`,
    f.name && `s.name LIKE ${p.add(prefixPattern(f.name))}`,
    f.contentType && `s.content_type = ${p.add(f.contentType)}`,
    f.filterType && `s.filter_type = ${p.add(f.filterType)}`,
    f.status && `s.status = ${p.add(f.status)}`,
    rangeFrom('s.created_at', f.createdFrom, p),
    rangeTo('s.created_at', f.createdTo, p),
  ]);
}

const SORT_COLUMNS = { createdAt: 's.created_at', count: 's.count' } as const;

type RawSet = Record<string, unknown>;

function setOf(r: RawSet): SetRow {
  return {
    id: num(r.id),
    number: String(r.number),
    name: String(r.name),
    contentType: r.content_type as SetRow['contentType'],
    filterType: r.filter_type as SetRow['filterType'],
    count: num(r.count),
    status: r.status as SetRow['status'],
    createdAt: isoOf(r.created_at) ?? '',
    updatedAt: isoOf(r.updated_at) ?? '',
  };
}

const SET_SELECT =
  'SELECT s.id, s.number, s.name, s.content_type, s.filter_type, s.count, s.status, s.created_at, s.updated_at FROM sets s';

/** GET /admin/sets: filtered, sorted (default createdAt:desc, id breaking ties) and paged. */
export async function listSets(db: Db, f: SetListFilters): Promise<Page<SetRow>> {
  const p = new SqlParams();
  const where = setWhere(f, p);
  const filterParams = [...p.values];
  const { field, dir } = parseSort(f.sort, 'createdAt:desc');
  const d = dir === 'asc' ? 'ASC' : 'DESC';
  return pageOf(
    f,
    async () => {
      const text = `${SET_SELECT} ${where} ORDER BY ${SORT_COLUMNS[field]} ${d}, s.id ${d} LIMIT ${p.add(f.pageSize)} OFFSET ${p.add(offsetOf(f))}`;
      return (await rawRows<RawSet>(db, text, p.values)).map(setOf);
    },
    () => rawTotalOf(db, 'sets s', where, filterParams),
  );
}

/** POST /admin/sets/{id}/status: takes a set online or offline and audits `set.status` (404 when missing). */
export async function setSetStatus(
  db: Db,
  id: number,
  status: SetStatus,
  ctx: { operatorId: number | null; ip: string },
): Promise<SetRow> {
  return db.transaction(async (tx) => {
    const [before] = await queryRows<RawSet>(tx, sql`SELECT status FROM sets WHERE id = ${id} FOR UPDATE`);
    if (!before) throw new HttpError(404, 'sets.errors.notFound', { id });
    const [row] = await queryRows<RawSet>(
      tx,
      sql`UPDATE sets SET status = ${status}, updated_at = date_trunc('milliseconds', now()) WHERE id = ${id}
        RETURNING id, number, name, content_type, filter_type, count, status, created_at, updated_at`,
    );
    if (!row) throw new Error('sets update returned nothing');
    await writeAudit(tx, {
      operatorId: ctx.operatorId,
      action: 'set.status',
      targetType: 'set',
      targetId: String(id),
      payload: { from: before.status, to: status },
      ip: ctx.ip,
    });
    return setOf(row);
  });
}
