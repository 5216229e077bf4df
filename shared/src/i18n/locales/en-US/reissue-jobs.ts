/**
 * English (en-US) strings of re-issue jobs: the API's errors, the filter in words, the job screen,
 * the member list's "Re-issue to all N matching" review and the monitor's running jobs.
 */
export const reissueJobsEn = {
  reissueJobs: {
    title: 'Re-issue jobs',
    filter: {
      all: 'all members',
      rows: '{{count}} listed rows',
      q: 'search “{{value}}”',
      status: 'status {{value}}',
      vipOn: 'VIP active',
      vipOff: 'VIP not active',
      platform: 'platform {{value}}',
      channel: 'channel {{value}}',
      registeredFrom: 'registered from {{value}}',
      registeredTo: 'registered to {{value}}',
      statusValues: { active: 'active', banned: 'banned' },
    },
    statuses: {
      pending_approval: 'Waiting for approval',
      queued: 'Queued',
      running: 'Running',
      done: 'Done',
      cancelled: 'Cancelled',
      failed: 'Failed',
    },
    rowStates: {
      pending: 'Not run',
      issued: 'Issued',
      replayed: 'Already issued',
      failed: 'Failed',
      cancelled: 'Cancelled',
    },
    errors: {
      notFound: 'Re-issue job {{id}} not found',
      notOpen: 'Re-issue job {{id}} is {{status}}; only a job waiting, queued or running can be cancelled',
      notYours: 'Re-issue job {{id}} was started by another operator; only they or an admin can cancel it',
      tooManyMembers: 'The filter finds {{count}} members; a job takes at most {{max}}',
      noMembers: 'The filter finds no member; there is nothing to re-issue',
      unknownMembers: 'No member with ID {{ids}}',
      duplicateMember:
        'Member {{member}} is listed twice (rows {{first}} and {{second}}); list each member once',
      approvalExpired: 'The approval expired before another admin decided it',
      approvalRejected: 'The approval was rejected',
    },
    approval: {
      summary: 'Re-issue job #{{id}}: {{count}} members, {{total}} {{unit}} in all · {{filter}} · {{reason}}',
    },
    csv: {
      seq: 'Row',
      member: 'Member ID',
      amount: 'Amount',
      reason: 'Reason',
      state: 'Result',
      orderNo: 'Re-issue order',
      error: 'Error',
      doneAt: 'Done at',
    },
  },
} as const;
