/** Approvals (four eyes on large re-issues and parameter changes), en-US. */
export const approvalsEn = {
  approvals: {
    title: 'Approvals',
    errors: {
      notFound: 'Approval request {{id}} not found',
      ownRequest: 'Approval request {{id}} is your own; another admin must decide it',
      decided: 'Approval request {{id}} is already {{status}}',
      expired:
        'Approval request {{id}} has expired (nobody decided it within {{hours}} hours) and cannot be approved or rejected; the requester may send it again',
      expired_one:
        'Approval request {{id}} has expired (nobody decided it within {{hours}} hour) and cannot be approved or rejected; the requester may send it again',
      expiredKey:
        'This Idempotency-Key belongs to approval request {{id}}, which expired; send the re-issue again with a new key',
    },
    status: { pending: 'Pending', approved: 'Approved', rejected: 'Rejected', expired: 'Expired' },
    /** Labels of a request's facts (palette review, approvals screen, CLI show, result pages). */
    fields: {
      request: 'Request',
      kind: 'Kind',
      status: 'Status',
      member: 'Member',
      coins: 'Coins',
      days: 'VIP days',
      balance: 'Coin balance',
      vipUntil: 'VIP until',
      windowTotal: '24-hour total',
      requester: 'Requester',
      reason: 'Reason',
      rule: 'Rule',
      created: 'Requested at',
      expires: 'Expires at',
      expired: 'Expired at',
      decider: 'Decided by',
      decidedAt: 'Decided at',
      change: 'Change',
      orderNo: 'Patch order',
      job: 'Re-issue job',
      members: 'Members',
      filter: 'Members chosen by',
    },
    limits: {
      coins: 'Coin threshold per member',
      vipDays: 'VIP-day threshold per member',
      memberWindowHours: 'Member window (hours)',
      operatorCoins: 'Coin threshold per operator',
      operatorVipDays: 'VIP-day threshold per operator',
      operatorWindowHours: 'Operator window (hours)',
    },
    switchState: { on: 'On', off: 'Off' },
    rules: {
      amount: 'Amount above the threshold',
      member_24h: 'Member’s 24-hour total above the threshold',
      operator_daily: 'Operator’s daily total above the threshold',
      policy_change: 'Policy change',
      job_total: 'Re-issue job total above the threshold',
      none: 'Not recorded',
    },
    /** An amount with its unit, in the sentences below; `count` picks the form. */
    quantity: {
      coins: '{{amount}} coins',
      coins_one: '{{amount}} coin',
      vipDays: '{{amount}} VIP days',
      vipDays_one: '{{amount}} VIP day',
    },
    /**
     * Why a re-issue waits for a second admin, one clause per rule (shared/src/i18n/approval-need.ts):
     * what crossed which limit; `count` is the window's hours.
     */
    reason: {
      amount: 'this re-issue of {{amount}} is above the member threshold of {{threshold}}',
      member_24h:
        'the member’s total over the last {{hours}} hours would be {{total}} with this re-issue, above the member threshold of {{threshold}}',
      member_24h_one:
        'the member’s total over the last hour would be {{total}} with this re-issue, above the member threshold of {{threshold}}',
      operator_daily:
        'your total over the last {{hours}} hours would be {{total}} with this re-issue, above the operator threshold of {{threshold}}',
      operator_daily_one:
        'your total over the last hour would be {{total}} with this re-issue, above the operator threshold of {{threshold}}',
      other: '{{total}} is above the threshold of {{threshold}}',
    },
    needsApproval:
      'Needs a second admin: {{reason}}. Confirming sends it for approval; nothing is issued until another admin approves it.',
    never: 'never',
    ago: {
      now: 'just now',
      minutes: '{{count}} min ago',
      hours: '{{count}} h ago',
      days: '{{count}} d ago',
    },
    kind: {
      patch_coins: 'Coin re-issue',
      patch_vip: 'VIP re-issue',
      media_params: 'Media encoding parameters',
      reissue_job: 'Re-issue job',
      policy_change: 'Money policy change',
    },
    /** The message-box notices the server writes (server/src/modules/message/notices.ts). */
    notices: {
      todo: 'Approval #{{id}} is waiting for you',
      approved: 'Approval #{{id}} approved',
      rejected: 'Approval #{{id}} rejected',
      expired: 'Approval #{{id}} expired',
      expiredContent_one:
        'Not decided within {{count}} hour, nothing was executed; send it again if it is still needed',
      expiredContent_other:
        'Not decided within {{count}} hours, nothing was executed; send it again if it is still needed',
      decidedBy: 'By {{name}}',
      decidedByReason: 'By {{name}} · {{reason}}',
      reissue: '{{member}} {{nickname}}: +{{amount}} {{unit}} · {{reason}}',
      job_one: 'Job #{{job}}: {{count}} member, {{total}} {{unit}} · {{filter}} · {{reason}}',
      job_other: 'Job #{{job}}: {{count}} members, {{total}} {{unit}} · {{filter}} · {{reason}}',
      /** A changed limit, switch or parameter of a todo (its label, old and new value). */
      change: '{{label}} {{before}} → {{after}}',
      set: '{{label}}: {{after}}',
      media: 'Media encoding parameters',
      units: { coins: 'coins', vipDays: 'VIP days' },
    },
    actions: {
      approve: 'Approve request',
      reject: 'Reject request',
    },
    /** The body under `pendingTitle` (which names the request already). */
    pendingBody: 'Held because {{reason}}. Another admin must approve it; nothing was issued yet.',
    pendingTitle: 'Waiting for approval #{{id}}',
    statusNow: 'The request is now {{status}}.',
    openProcess: 'Open the approval process',
    pending: 'Pending approval #{{id}}: {{reason}}. Another admin must approve it.',
    cli: {
      summary: 'Requests waiting for a second admin: list, approve, reject',
      description:
        'Re-issues above the approval threshold and media parameter changes wait here until an admin other than the requester approves (executes) or rejects them.',
      approveDescription:
        'Approves a request and executes it once (a re-issue runs with its own Idempotency-Key). Admins only, never your own request.',
      rejectDescription:
        'Rejects a request with a reason; nothing is executed. Admins only, never your own request.',
      idArg: 'the approval request id (approvals list shows it)',
      idRequired: 'Give the approval request id: opsdeck approvals approve <id>',
      reason: 'why the request is rejected (2 to 200 characters)',
      none: 'No approval requests',
      /** A time and how long ago it was. */
      timeAndAge: '{{time}} ({{age}})',
      list: {
        summary: 'List approval requests (newest first)',
        description: 'Lists approval requests, newest first. Admins see all; other operators see their own.',
        status: 'only requests of this status: pending, approved, rejected or expired',
      },
      show: {
        summary: 'Show one approval request with everything it would do',
        description:
          'Shows a request: the member (8-digit id and nickname), the amount, the balance or VIP expiry before and after, the 24-hour total, the requester, the reason, the rule that required approval and when it was made and expires.',
        idInvalid: 'Give the approval request id as a whole number from 1: opsdeck approvals show <id>',
      },
      columns: {
        id: 'ID',
        kind: 'Kind',
        status: 'Status',
        requester: 'Requester',
        change: 'Change',
        member: 'Member',
        amount: 'Amount',
        age: 'Age',
        created: 'Created ({{zone}})',
      },
      pendingLine: 'Pending approval #{{id}}: {{reason}}. Nothing was issued yet.',
      approveHint: 'Another admin approves it with: opsdeck approvals approve {{id}}',
      batchPending:
        '{{n}} rows pending approval (above the threshold; nothing issued yet; see opsdeck approvals list)',
      batchPending_one:
        '{{n}} row pending approval (above the threshold; nothing issued yet; see opsdeck approvals list)',
      /** A re-issue's amount in the list: `+20,000 coins`; `count` picks the form. */
      amount: {
        coins: '{{amount}} coins',
        coins_one: '{{amount}} coin',
        days: '{{amount}} VIP days',
        days_one: '{{amount}} VIP day',
      },
    },
    web: {
      all: 'All',
      empty: 'No requests here.',
      keys: '↑/↓ or j/k move · Enter opens · a approves · r rejects · Esc closes a dialog',
      columns: {
        member: 'Member',
        kind: 'Kind',
        change: 'Change',
        requester: 'Requester',
        status: 'Status',
        created: 'Created ({{zone}})',
      },
      pick: 'Pick a request (Enter) to see its approval process.',
      listSeparator: ', ',
      process: 'Approval process',
      waiting: 'Waiting for a second admin',
      steps: { commit: 'Commit', approval: 'Approval', finish: 'Finish' },
      content: 'Request content',
      field: 'Field',
      before: 'Old value',
      after: 'New value',
      log: 'Activity',
      logStatus: { ok: 'Done', failed: 'Failed' },
      /** Who acted when the server did (an expiry). */
      logSystem: 'OpsDeck',
      /** What a re-issue request asks for, in a log sentence. */
      logWhat: {
        coins: '+{{amount}} coins for {{member}}',
        coins_one: '+{{amount}} coin for {{member}}',
        days: '+{{amount}} VIP days for {{member}}',
        days_one: '+{{amount}} VIP day for {{member}}',
      },
      /** One log row as a sentence. */
      logEvents: {
        request: '{{operator}} asked for approval: {{what}}',
        approve: '{{operator}} approved the request',
        reject: '{{operator}} rejected the request: {{reason}}',
        expire: 'The request expired: no other admin decided it in time',
        reissued: 'The re-issue was carried out as patch order {{order}}',
        jobQueued: 'The re-issue job was queued to run',
        applied: 'The change took effect: {{kind}}',
      },
      /** The patch order a log row links to. */
      viewOrder: 'Open patch order {{order}}',
      approve: 'Approve',
      reject: 'Reject',
      back: 'Go back',
      cancel: 'Cancel',
      approveTitle: 'Approve request #{{id}}?',
      approveBody: 'Approving executes the request now, once. Enter approves, Esc cancels.',
      rejectTitle: 'Reject request #{{id}}',
      rejectReason: 'Reason',
      rejectHint: 'Nothing is executed. Enter rejects, Esc cancels.',
      approved: 'Request #{{id}} approved and executed',
      rejected: 'Request #{{id}} rejected',
      result: {
        request: 'Request',
        decision: 'Decision',
        decider: 'Decided by',
        decidedAt: 'Decided at',
        tryApprove: 'Approve',
        tryReject: 'Reject',
        failed: 'Request #{{id}} was not decided',
        back: 'Back to the approvals',
      },
    },
  },
  media: {
    errors: { noChange: 'These are the parameters in effect already; change at least one value' },
    validation: {
      minAboveDefault: 'Encoding min rate must not be above the encoding default rate',
      defaultAboveMax: 'Encoding default rate must not be above the encoding max rate',
      descriptionWords: 'The description must be at most 200 words',
    },
  },
  mediaForm: {
    title: 'Media parameters',
    video: 'Video parameters',
    audio: 'Audio parameters',
    explanation: 'Explanation',
    modes: { custom: 'Custom', mode1: 'Mode 1', mode2: 'Mode 2' },
    videoProfiles: { high: 'High', main: 'Main', baseline: 'Baseline' },
    range: 'Enter range [{{min}}, {{max}}]',
    reset: 'Reset',
    submit: 'Submit for approval',
    keys: 'Enter moves to the next field (submits on the last) · Esc puts back the values in effect',
    pending: 'Change #{{id}} waits for a second admin; the values below apply once it is approved.',
    fields: {
      'video.mode': 'Video match mode',
      'video.acquisition.resolution': 'Acquisition resolution',
      'video.acquisition.frameRate': 'Acquisition frame rate',
      'video.encoding.resolution': 'Encoding resolution',
      'video.encoding.rate.min': 'Encoding min rate',
      'video.encoding.rate.max': 'Encoding max rate',
      'video.encoding.rate.default': 'Encoding default rate',
      'video.encoding.frameRate': 'Encoding frame rate',
      'video.encoding.profile': 'Video encoding profile',
      'audio.mode': 'Audio match mode',
      'audio.acquisition.channels': 'Acquisition channels',
      'audio.encoding.channels': 'Encoding channels',
      'audio.encoding.rate': 'Audio encoding rate',
      'audio.encoding.profile': 'Audio encoding profile',
      description: 'Parameter description',
    },
  },
  automation: {
    title: 'Automation',
    actions: { set: 'Turn an automation switch on or off' },
    tabs: { all: 'All', rules: 'Rules', services: 'Services' },
    opened: 'On',
    closed: 'Off',
    open: 'Turn on',
    cancel: 'Turn off',
    lastChange: 'Changed by {{by}} at {{at}}',
    never: 'Never changed (default: on)',
    neverOff: 'Never changed (default: off)',
    adminOnly: 'Only admins change switches',
    keys: 'Tab moves between cards · Enter or Space turns the focused switch on or off',
    switched: '{{title}}: {{state}}',
    switches: {
      approvalThresholds: {
        title: 'Four eyes on large re-issues',
        description:
          'Coin re-issues above the coin threshold and VIP re-issues above the day threshold wait for a second admin. Off: they execute at once.',
      },
      checkinReward: {
        title: 'Sign-in reward rule',
        description:
          'A sign-in recorded by support pays the reward of its streak day (the sign-in rules) through the ledger. Off: the sign-in is recorded, no reward is paid.',
      },
      inviteReward: {
        title: 'Invite reward rule',
        description:
          'A recorded invite pays the inviter its reward (points and coins) through the ledger. Off: the invite is recorded, no reward is paid.',
      },
      approverTotp: {
        title: 'Two-factor for every approver',
        description:
          'Only admins with two-factor sign-in (TOTP) on may approve a request, each time with a fresh code. Off: admins without TOTP approve too.',
      },
      approvalTodos: {
        title: 'Approval todos',
        description: 'A new approval request puts a todo in every other admin’s message box.',
      },
      decisionNotices: {
        title: 'Decision notices',
        description: 'The requester gets a notice in the message box when a request is approved or rejected.',
      },
    },
  },
};
