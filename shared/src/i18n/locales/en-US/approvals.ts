/** Approvals (four eyes on large re-issues and parameter changes), en-US. */
export const approvalsEn = {
  approvals: {
    title: 'Approvals',
    errors: {
      notFound: 'Approval request {{id}} not found',
      ownRequest: 'Approval request {{id}} is your own; another admin must decide it',
      decided: 'Approval request {{id}} is already {{status}}',
    },
    status: { pending: 'Pending', approved: 'Approved', rejected: 'Rejected' },
    kind: {
      patch_coins: 'Coin re-issue',
      patch_vip: 'VIP re-issue',
      media_params: 'Media encoding parameters',
    },
    actions: {
      approve: 'Approve request',
      reject: 'Reject request',
    },
    pendingTitle: 'Waiting for approval #{{id}}',
    statusNow: 'The request is now {{status}}.',
    openProcess: 'Open the approval process',
    pending:
      'Pending approval #{{id}}: {{amount}} is above the threshold {{threshold}}; another admin must approve it',
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
      none: 'No approval requests.',
      list: {
        summary: 'List approval requests (newest first)',
        description: 'Lists approval requests, newest first. Admins see all; other operators see their own.',
        status: 'only requests of this status: pending, approved or rejected',
      },
      columns: {
        id: 'ID',
        kind: 'Kind',
        status: 'Status',
        requester: 'Requester',
        change: 'Change',
        created: 'Created',
      },
      pendingLine:
        'Pending approval #{{id}} ({{status}}): {{amount}} is above the threshold {{threshold}}; nothing was issued yet',
      approveHint: 'Another admin approves it with: opsdeck approvals approve {{id}}',
      batchPending:
        '{{count}} pending approval (above the threshold; nothing issued yet; see opsdeck approvals list)',
    },
    web: {
      all: 'All',
      empty: 'No requests here.',
      keys: '↑/↓ or j/k move · Enter opens · a approves · r rejects · Esc closes a dialog',
      columns: {
        kind: 'Kind',
        change: 'Change',
        requester: 'Requester',
        status: 'Status',
        created: 'Created',
      },
      pick: 'Pick a request (Enter) to see its approval process.',
      process: 'Parameter approval process',
      waiting: 'Waiting for a second admin',
      steps: { commit: 'Commit', approval: 'Approval', finish: 'Finish' },
      content: 'Request content',
      field: 'Field',
      before: 'Old value',
      after: 'New value',
      log: 'Parameter operation log',
      logColumns: {
        key: 'Key',
        contentNumber: 'Content number',
        updateContent: 'Update content',
        status: 'Status',
        updateTime: 'Update time',
        operation: 'Operation',
      },
      logStatus: { ok: 'Pass', failed: 'Failed' },
      view: 'View',
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
    },
  },
  media: {
    errors: { noChange: 'These are the parameters in effect already; change at least one value' },
    validation: {
      minAboveDefault: 'The minimum encoding rate must not be above the default rate',
      defaultAboveMax: 'The default encoding rate must not be above the maximum rate',
      descriptionWords: 'The description must be at most 200 words',
    },
  },
};
