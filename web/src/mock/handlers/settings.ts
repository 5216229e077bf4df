import {
  AUTOMATION_SWITCHES,
  automationParamsSchema,
  automationToggleBodySchema,
  type MediaParamsState,
  mediaFieldLabelKey,
  mediaParamsSchema,
} from '@opsdeck/shared/schemas';
import { recordAudit } from '../data/events.ts';
import { switchesOf, switchOn } from '../data/operations.ts';
import { bodyOf, MockHttpError, ok, parseOr400 } from '../http/reply.ts';
import { createApproval } from './approvals.ts';
import { holdSwitchOff } from './policy.ts';
import type { Router } from './router.ts';
import { requireMockStepUp } from './security.ts';

/** The automation switches (/list/card) and the media parameters (/form/group), as stored settings. */
export function settingHandlers({ on }: Router): void {
  on('get', '/admin/automation', ['*'], ({ world }) => ok(switchesOf(world.settings)));

  on('put', '/admin/automation/:id', ['admin'], async ({ request, params, world, operator }) => {
    const { id } = parseOr400(request, automationParamsSchema, params);
    const { enabled } = parseOr400(request, automationToggleBodySchema, await bodyOf(request));
    // a rule switch is a money policy: an admin with TOTP gives a fresh code
    if (AUTOMATION_SWITCHES.find((s) => s.id === id)?.group === 'rules')
      requireMockStepUp(request, world, operator.id, 'policy');
    // turning a money control off waits for another admin (HTTP 202), as on the server
    const held = holdSwitchOff(world, operator, id, enabled);
    if (held) return held;
    const before = switchOn(world.settings, id);
    world.settings.automation[id] = {
      enabled,
      updatedAt: new Date().toISOString(),
      updatedBy: operator.name,
    };
    const key = `automation_${id.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`)}`;
    recordAudit(world, operator, {
      action: 'automation.set',
      targetType: 'setting',
      targetId: key,
      payload: { id, before, enabled },
    });
    return ok(switchesOf(world.settings).find((s) => s.id === id));
  });

  on('get', '/admin/media-params', ['*'], ({ world }) => {
    const pending = world.approvals.filter((a) => a.kind === 'media_params' && a.status === 'pending').at(-1);
    const state: MediaParamsState = { current: world.settings.media, pendingApprovalId: pending?.id ?? null };
    return ok(state);
  });

  // A change is not applied: it waits as an approval request for a second admin (HTTP 202).
  on('put', '/admin/media-params', ['admin'], async ({ request, world, operator }) => {
    const body = parseOr400(request, mediaParamsSchema, await bodyOf(request), mediaFieldLabelKey);
    if (JSON.stringify(body) === JSON.stringify(world.settings.media)) {
      throw new MockHttpError(400, 'media.errors.noChange');
    }
    const row = createApproval(world, operator, {
      kind: 'media_params',
      key: null,
      memberId: null,
      payload: structuredClone(body),
      before: structuredClone(world.settings.media),
    });
    return ok({ status: 'pending', approvalId: row.id }, 202);
  });
}
