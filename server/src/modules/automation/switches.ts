import { AUTOMATION_SWITCHES, type AutomationId, type AutomationSwitch } from '@opsdeck/shared/schemas';
import { eq, like } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client.js';
import { appSettings, operators } from '../../db/schema/index.js';
import { writeAudit } from '../audit/service.js';
import type { Tx } from '../ledger/tx.js';
import { readSetting, writeSetting } from '../settings/store.js';

const keyOf = (id: AutomationId) => `automation.${id}`;

/** True unless the switch was turned off: what the server consults before doing the automated thing. */
export function switchOn(db: Db | Tx, id: AutomationId): Promise<boolean> {
  return readSetting(db, keyOf(id), z.boolean(), true);
}

/** GET /admin/automation. */
export async function listSwitches(db: Db): Promise<AutomationSwitch[]> {
  const rows = await db
    .select({ key: appSettings.key, value: appSettings.value, at: appSettings.updatedAt, by: operators.name })
    .from(appSettings)
    .leftJoin(operators, eq(operators.id, appSettings.updatedBy))
    .where(like(appSettings.key, 'automation.%'));
  return AUTOMATION_SWITCHES.map((s) => {
    const row = rows.find((r) => r.key === keyOf(s.id));
    return {
      id: s.id,
      group: s.group,
      enabled: row ? row.value !== false : true,
      updatedAt: row?.at.toISOString() ?? null,
      updatedBy: row?.by ?? null,
    };
  });
}

/** PUT /admin/automation/{id}: stores the new state with its audit row in one transaction. */
export async function setSwitch(
  db: Db,
  id: AutomationId,
  enabled: boolean,
  who: { operatorId: number; ip: string },
): Promise<AutomationSwitch> {
  await db.transaction(async (tx) => {
    const before = await switchOn(tx, id);
    await writeSetting(tx, keyOf(id), enabled, who.operatorId);
    await writeAudit(tx, {
      operatorId: who.operatorId,
      action: 'automation.set',
      targetType: 'setting',
      targetId: keyOf(id),
      payload: { id, before, enabled },
      ip: who.ip,
    });
  });
  const all = await listSwitches(db);
  const one = all.find((s) => s.id === id);
  if (!one) throw new Error(`unknown switch ${id}`);
  return one;
}
