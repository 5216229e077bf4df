import { z } from 'zod';

import { AUTOMATION_SWITCHES } from './automation-values.js';

export { AUTOMATION_SWITCHES };

type AutomationSwitchId = (typeof AUTOMATION_SWITCHES)[number]['id'];
/** The switches' ids, from their one list (automation-values.ts, which holds no zod). */
export const automationIdSchema = z.enum(
  AUTOMATION_SWITCHES.map((s) => s.id) as [AutomationSwitchId, ...AutomationSwitchId[]],
);
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
