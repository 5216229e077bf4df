/** Support's task records: a missed sign-in and an invite, with the reward the rule pays (en-US). */
export const taskRecordsEn = {
  tasks: {
    validation: {
      makeGoodDay: '{{field}} must lie within the last 30 days (UTC+8), today included',
      selfInvite: '{{field}} must be another member than the inviter',
    },
    errors: {
      alreadySignedIn: 'Member {{visibleId}} already has a sign-in on {{day}}',
      hasInviter: 'Member {{visibleId}} already has an inviter',
      invitedBack: 'Member {{visibleId}} was invited by the invitee: invites cannot go in a circle',
      keyConflict: 'Idempotency-Key {{key}} was already used for another record',
    },
    actions: { recordCheckin: 'Record a missed sign-in', recordInvite: 'Record an invite' },
    rewardRuleOff: 'Reward rule is off: recorded without a reward',
    /** `points` and `coins` are `rewardPoints` and `rewardCoins`, each with its own count. */
    rewarded: 'Recorded: {{points}} and {{coins}} paid',
    rewardPoints: '{{count}} points',
    rewardPoints_one: '{{count}} point',
    rewardCoins: '{{count}} coins',
    rewardCoins_one: '{{count}} coin',
    replayed: 'Already recorded with this key: nothing changed',
    dialog: {
      checkinButton: 'Record sign-in',
      inviteButton: 'Record invite',
      memberId: 'Member (internal ID)',
      day: 'Business day (UTC+8)',
      inviterId: 'Inviter (internal ID)',
      inviteeId: 'Invitee (internal ID)',
      submit: 'Record',
      cancel: 'Cancel',
      keys: 'Enter records · Esc cancels',
    },
  },
};
