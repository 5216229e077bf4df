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
  },
};
