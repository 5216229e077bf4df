/**
 * English (en-US) strings of the member drawer and the re-issue screens (web). The domain words
 * (columns, statuses, reasons, `patch.*`) come from ./business.ts; these are the screens' own.
 */
export const memberOpsEn = {
  memberOps: {
    drawer: {
      loadError: 'Could not load the member',
      notFound: 'No member with ID {{id}}',
      notFoundHint: 'The member may have been removed, or the link is wrong.',
      coins: 'Coins',
      points: 'Points',
      vipState: 'VIP',
      registered: 'Registered {{date}}',
      lastActive: 'Last active {{date}}',
      noRows: 'Nothing yet',
      bannedHint: 'Banned members cannot receive re-issues',
      viewOrder: 'Open order {{orderNo}}',
    },
    form: {
      memberRequired: 'Pick a member',
      memberLoading: 'Loading member {{id}}…',
      memberLoadFailed: 'Could not load member {{id}}: {{message}}',
      typeToSearch: 'Type a member ID, phone number or nickname',
      searching: 'Searching…',
      noMatch: 'No member matches “{{query}}”',
      searchFailed: 'Search failed: {{message}}',
      moreMatches: 'First {{shown}} of {{total}} matches; type more to narrow',
      moreMatches_one: 'First {{shown}} of {{total}} match; type more to narrow',
      banned: 'Banned',
      current: 'Now: {{coins}} coins',
      current_one: 'Now: {{coins}} coin',
      reasonCount: '{{count}} / {{max}}',
      keyboardHint: 'Enter moves to the next field; Enter in Reason previews the re-issue.',
      previewHint: 'Nothing is issued until you confirm the preview.',
    },
    confirm: {
      member: 'Member',
      giveCoins: 'Coins to give',
      giveDays: 'VIP days to add',
      coinBalance: 'Coin balance',
      vipUntil: 'VIP until',
      reason: 'Reason',
      now: 'Now',
      after: 'After',
      previewNote: 'Figures from the server’s dry run; nothing has been issued yet.',
      networkError:
        'The connection failed, so it is not known whether the re-issue happened. Retrying is safe: it sends the same key, and the server never issues twice.',
      retry: 'Retry with the same key',
      keyLabel: 'Idempotency key: {{key}}',
      keysHint:
        'y or Ctrl/⌘+Enter confirms; Enter confirms once the figures have been on screen a moment; Esc goes back.',
    },
    result: {
      issuedTitle: 'Re-issued',
      replayedTitle: 'Already issued',
      replayedBody: 'This re-issue was already done earlier with the same key; nothing was changed now.',
      newBalance: 'Coin balance now',
      newVipExpiry: 'VIP now until',
      member: 'Member',
      issuedAt: 'Issued at',
      another: 'Re-issue another',
      viewMember: 'View member',
      viewOrders: 'Open re-issue orders',
    },
  },
} as const;
