import { z } from 'zod';

/**
 * The automation switches (/list/card): rule presets and services the server really consults, each
 * stored as setting `automation_<id in snake case>` (on unless turned off; `approverTotp`, every
 * approver must have two-factor sign-in on, is off unless turned on).
 */
export const AUTOMATION_SWITCHES = [
  { id: 'approvalThresholds', group: 'rules', byDefault: true },
  { id: 'checkinReward', group: 'rules', byDefault: true },
  { id: 'inviteReward', group: 'rules', byDefault: true },
  { id: 'approverTotp', group: 'rules', byDefault: false },
  { id: 'approvalTodos', group: 'services', byDefault: true },
  { id: 'decisionNotices', group: 'services', byDefault: true },
] as const;

export const automationIdSchema = z.enum([
  'approvalThresholds',
  'checkinReward',
  'inviteReward',
  'approverTotp',
  'approvalTodos',
  'decisionNotices',
]);
export type AutomationId = z.infer<typeof automationIdSchema>;

export const automationSwitchSchema = z.object({
  id: automationIdSchema,
  group: z.enum(['rules', 'services']),
  enabled: z.boolean(),
  updatedAt: z.string().nullable(),
  updatedBy: z.string().nullable(),
});
export type AutomationSwitch = z.infer<typeof automationSwitchSchema>;

export const automationParamsSchema = z.object({ id: automationIdSchema });

/** PUT /admin/automation/{id} body. */
export const automationToggleBodySchema = z.object({ enabled: z.boolean() });

/** Arguments of the `automation.set` action (palette and CLI). */
export const automationSetArgsSchema = z.object({ id: automationIdSchema, enabled: z.boolean() });
export type AutomationSetArgs = z.infer<typeof automationSetArgsSchema>;
