import type { Locale } from '@opsdeck/shared/i18n';
import { AUTOMATION_SWITCHES, type AutomationId, type AutomationSwitch } from '@opsdeck/shared/schemas';
import { eq, inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client.js';
import { operatorNameIn } from '../../db/operator-names.js';
import { operators, settings } from '../../db/schema/index.js';
import type { Tx } from '../../db/tx.js';
import { writeAudit } from '../audit/service.js';
import { readSetting, writeSetting } from '../settings/store.js';

/** The settings key of a switch: `automation_` and the id in snake case. */
const keyOf = (id: AutomationId) => `automation_${id.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`)}`;

/** A switch's state before anyone changed it (on, except `approverTotp`). */
const byDefault = (id: AutomationId): boolean =>
  AUTOMATION_SWITCHES.find((s) => s.id === id)?.byDefault ?? true;

/** The switch's state (its default until changed): what the server consults before doing the automated thing. */
export function switchOn(db: Db | Tx, id: AutomationId): Promise<boolean> {
  return readSetting(db, keyOf(id), z.boolean(), byDefault(id));
}

/** GET /admin/automation. */
export async function listSwitches(db: Db, locale: Locale): Promise<AutomationSwitch[]> {
  const rows = await db
    .select({
      key: settings.key,
      value: settings.value,
      at: settings.updatedAt,
      by: sql<string | null>`${operatorNameIn(locale)}`,
    })
    .from(settings)
    .leftJoin(operators, eq(operators.id, settings.updatedBy))
    .where(
      inArray(
        settings.key,
        AUTOMATION_SWITCHES.map((s) => keyOf(s.id)),
      ),
    );
  return AUTOMATION_SWITCHES.map((s) => {
    const row = rows.find((r) => r.key === keyOf(s.id));
    return {
      id: s.id,
      group: s.group,
      enabled: typeof row?.value === 'boolean' ? row.value : s.byDefault,
      updatedAt: row?.at.toISOString() ?? null,
      updatedBy: row?.by ?? null,
    };
  });
}

/**
 * PUT /admin/automation/{id}: stores the new state with its audit row in one transaction (with the
 * approval's id when an approved policy change sets it).
 */
export async function setSwitch(
  db: Db,
  id: AutomationId,
  enabled: boolean,
  who: { operatorId: number; ip: string; approvalId?: number; locale?: Locale },
): Promise<AutomationSwitch> {
  await db.transaction(async (tx) => {
    const before = await switchOn(tx, id);
    await writeSetting(tx, keyOf(id), enabled, who.operatorId);
    await writeAudit(tx, {
      operatorId: who.operatorId,
      action: 'automation.set',
      targetType: 'setting',
      targetId: keyOf(id),
      payload: { id, before, enabled, ...(who.approvalId ? { approvalId: who.approvalId } : {}) },
      ip: who.ip,
    });
  });
  const all = await listSwitches(db, who.locale ?? 'en-US');
  const one = all.find((s) => s.id === id);
  if (!one) throw new Error(`unknown switch ${id}`);
  return one;
}
