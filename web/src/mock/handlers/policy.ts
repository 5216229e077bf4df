import {
  type ApprovalThresholds,
  type AutomationId,
  changedFields,
  type MoneyControls,
  moneyLimitsChangeBodySchema,
  type PolicyChangeAnswer,
  weakenedFields,
} from '@opsdeck/shared/schemas';
import { recordAudit } from '../data/events.ts';
import { type MockApproval, switchOn } from '../data/operations.ts';
import type { MockOperator } from '../data/operators.ts';
import type { World } from '../data/world.ts';
import { bodyOf, MockHttpError, ok, parseOr400 } from '../http/reply.ts';
import { createApproval } from './approvals.ts';
import type { Router } from './router.ts';
import { requireMockStepUp } from './security.ts';

/** The switches that are money controls: turning one off waits for another admin, as on the server. */
const MONEY_SWITCHES: readonly AutomationId[] = ['approvalThresholds', 'approverTotp'];

type PolicyPayload =
  | { target: 'limits'; changes: Partial<ApprovalThresholds> }
  | { target: 'switch'; id: AutomationId; enabled: boolean };

function controlsOf(world: World): MoneyControls {
  return {
    enabled: switchOn(world.settings, 'approvalThresholds'),
    limits: { ...world.settings.thresholds },
    updatedAt: null,
    updatedBy: null,
    pending: world.approvals
      .filter((a) => a.kind === 'policy_change' && a.status === 'pending')
      .map((a) => {
        const p = a.payload as unknown as PolicyPayload;
        return {
          approvalId: a.id,
          requester: a.requester.name,
          createdAt: a.createdAt,
          target: p.target,
          changes: (p.target === 'limits' ? p.changes : { [p.id]: p.enabled }) as Record<
            string,
            number | boolean
          >,
        };
      }),
  };
}

function request(world: World, operator: MockOperator, payload: PolicyPayload, before: object) {
  return createApproval(world, operator, {
    kind: 'policy_change',
    key: null,
    memberId: null,
    payload: payload as unknown as Record<string, unknown>,
    before: before as Record<string, unknown>,
    rule: 'policy_change',
  });
}

/**
 * A money control's switch turned off: a policy change for another admin (HTTP 202), as on the
 * server. Undefined: the caller sets the switch.
 */
export function holdSwitchOff(world: World, operator: MockOperator, id: AutomationId, enabled: boolean) {
  if (enabled || !MONEY_SWITCHES.includes(id) || !switchOn(world.settings, id)) return undefined;
  const row = request(world, operator, { target: 'switch', id, enabled: false }, { enabled: true });
  const answer: PolicyChangeAnswer = {
    status: 'pending',
    approvalId: row.id,
    weakened: [id],
    controls: controlsOf(world),
  };
  return ok(answer, 202);
}

/** Applies an approved policy change (the approval's execution). */
export function applyPolicyChange(world: World, a: MockApproval, by: MockOperator): Record<string, unknown> {
  const p = a.payload as unknown as PolicyPayload;
  if (p.target === 'switch') {
    world.settings.automation[p.id] = {
      enabled: p.enabled,
      updatedAt: new Date().toISOString(),
      updatedBy: a.requester.name,
    };
  } else {
    world.settings.thresholds = { ...world.settings.thresholds, ...p.changes };
  }
  recordAudit(world, by, {
    action: p.target === 'switch' ? 'automation.set' : 'policy.set',
    targetType: 'setting',
    targetId: 'approval_thresholds',
    payload: { approvalId: a.id },
  });
  return { applied: true };
}

/** The money controls (/list/card): limits over rolling windows; weakening waits for another admin. */
export function policyHandlers({ on }: Router): void {
  on('get', '/admin/money-controls', ['*'], ({ world }) => ok(controlsOf(world)));

  on('put', '/admin/money-controls', ['admin'], async ({ request: req, world, operator }) => {
    const change = parseOr400(req, moneyLimitsChangeBodySchema, await bodyOf(req));
    requireMockStepUp(req, world, operator.id, 'policy');
    const current = world.settings.thresholds;
    const fields = changedFields(current, change);
    if (fields.length === 0) throw new MockHttpError(400, 'policy.errors.noChange');
    const changes = Object.fromEntries(fields.map((f) => [f, change[f]])) as Partial<ApprovalThresholds>;
    const weakened = weakenedFields(current, changes);
    if (weakened.length === 0) {
      world.settings.thresholds = { ...current, ...changes };
      recordAudit(world, operator, {
        action: 'policy.set',
        targetType: 'setting',
        targetId: 'approval_thresholds',
        payload: { ...changes },
      });
      const answer: PolicyChangeAnswer = {
        status: 'applied',
        approvalId: null,
        weakened,
        controls: controlsOf(world),
      };
      return ok(answer);
    }
    const before = Object.fromEntries(fields.map((f) => [f, current[f]]));
    const row = request(world, operator, { target: 'limits', changes }, before);
    const answer: PolicyChangeAnswer = {
      status: 'pending',
      approvalId: row.id,
      weakened,
      controls: controlsOf(world),
    };
    return ok(answer, 202);
  });
}
