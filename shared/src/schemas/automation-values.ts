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
