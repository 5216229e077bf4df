import { z } from 'zod';

export { AUTOMATION_SWITCHES } from './automation-values.js';

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
