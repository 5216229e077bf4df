import { monitorKindOf } from '@opsdeck/shared/resources';
import type { MonitorEvent } from '@opsdeck/shared/schemas';
import type { MockAuditEntry } from './account.ts';
import type { MockOperator } from './operators.ts';

/** The live activity of the mock: every audited write as a monitor event, and who listens. */
export interface MockEventLog {
  events: MonitorEvent[];
  listeners: Set<(event: MonitorEvent) => void>;
}

// the event kind of an audited action: the server's own registry (shared/src/resources/audit-areas.ts)
const kindOf = monitorKindOf;

const intOf = (v: unknown) => (typeof v === 'number' && Number.isInteger(v) ? v : null);

/** What one audited write says, as the server's audit row holds it. */
export interface AuditFact {
  action: string;
  targetType: string;
  targetId: string;
  payload?: Record<string, unknown>;
  note?: MonitorEvent['note'];
  at?: number;
}

/** The members' 8-digit ids by internal id (what the server joins in). */
export type VisibleIds = ReadonlyMap<number, string>;

function toEvent(
  id: number,
  operator: { id: number; name: string } | null,
  fact: AuditFact,
  visible: VisibleIds,
): MonitorEvent {
  const payload = fact.payload ?? {};
  const memberId =
    fact.targetType === 'member' ? Number(fact.targetId) || null : intOf(payload.memberId);
  return {
    id,
    time: new Date(fact.at ?? Date.now()).toISOString(),
    kind: kindOf(fact.action),
    action: fact.action,
    status: 'ok',
    operator,
    targetType: fact.targetType,
    targetId: fact.targetId,
    memberId,
    memberVisibleId: memberId === null ? null : (visible.get(memberId) ?? null),
    orderNo: typeof payload.orderNo === 'string' ? payload.orderNo : null,
    coins: intOf(payload.coins),
    days: intOf(payload.days),
    note: fact.note ?? null,
  };
}

/** The seeded audit facts as events, ids in time order (as the server's audit ids run). */
export function seedEventLog(
  facts: readonly (AuditFact & { operatorId: number; at: number })[],
  operators: readonly MockOperator[],
  members: readonly { id: number; visibleId: string }[],
): MockEventLog {
  const visible = new Map(members.map((m) => [m.id, m.visibleId]));
  const byTime = [...facts].sort((a, b) => a.at - b.at);
  const events = byTime.map((f, i) => {
    const op = operators.find((o) => o.id === f.operatorId);
    return toEvent(i + 1, op ? { id: op.id, name: op.name } : null, f, visible);
  });
  return { events, listeners: new Set() };
}

/**
 * Writes one audited change: a row in the operator's audit log (the user centre reads it) and an
 * event of the live activity, sent to every open monitor stream.
 */
export function recordAudit(
  world: { audit: MockAuditEntry[]; log: MockEventLog; members: readonly { id: number; visibleId: string }[] },
  operator: MockOperator,
  fact: AuditFact,
): MonitorEvent {
  const at = fact.at ?? Date.now();
  const auditId = Math.max(0, ...world.audit.map((a) => a.id)) + 1;
  world.audit.unshift({
    id: auditId,
    operatorId: operator.id,
    action: fact.action,
    targetType: fact.targetType,
    targetId: fact.targetId,
    createdAt: new Date(at).toISOString(),
  });
  const id = (world.log.events.at(-1)?.id ?? 0) + 1;
  const visible = new Map(world.members.map((m) => [m.id, m.visibleId]));
  const event = toEvent(id, { id: operator.id, name: operator.name }, { ...fact, at }, visible);
  world.log.events.push(event);
  for (const listener of world.log.listeners) listener(event);
  return event;
}
