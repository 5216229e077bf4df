/** Money controls (re-issue limits over rolling windows; four eyes on weakening them), en-US. */
export const policyEn = {
  policy: {
    title: 'Money controls',
    errors: {
      noChange: 'These limits are in effect already; change at least one value',
    },
    actions: { setLimits: 'Change the re-issue limits' },
    pendingNotice:
      'This change weakens a money control: it waits for another admin’s approval and nothing changed yet',
    card: {
      description:
        'A re-issue waits for a second admin when its amount, the member’s total or the operator’s total over the window (executed and pending re-issues) goes above its limit. Lowering a limit or lengthening a window applies at once; raising a limit or shortening a window waits for another admin.',
      member: 'Per member',
      operator: 'Per operator',
      save: 'Save limits',
      reset: 'Put back the limits in effect',
      keys: 'Tab moves between fields · ↑/↓ change a value · Enter saves',
      adminOnly: 'Only admins change the limits',
      willWait: 'Raising {{fields}} waits for another admin’s approval.',
      applied: 'Limits changed',
      pending: 'Change #{{id}} waits for another admin’s approval; the limits in effect stay until then',
      waiting: 'Waiting for approval: #{{id}} by {{by}} ({{changes}})',
      lastChange: 'Changed by {{by}} at {{at}}',
    },
  },
};

/** Labels of the limits (the form fields, flags and validation messages name them). */
export const policyFieldsEn = {
  memberCoins: 'Member coins limit',
  memberVipDays: 'Member VIP days limit',
  memberWindowHours: 'Member window (hours)',
  operatorCoins: 'Operator coins limit',
  operatorVipDays: 'Operator VIP days limit',
  operatorWindowHours: 'Operator window (hours)',
};
