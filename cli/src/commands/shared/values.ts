/**
 * Values of enum flags, for help, completion and docs. Plain lists so the command tree is built
 * without loading zod; values.test.ts keeps them equal to the shared schemas that check them.
 */
export const FLAG_VALUES = {
  messageType: ['message', 'notice', 'todo'],
  approvalStatus: ['pending', 'approved', 'rejected', 'expired'],
  jobStatus: ['pending_approval', 'queued', 'running', 'done', 'cancelled', 'failed'],
  memberStatus: ['active', 'banned'],
  shell: ['bash', 'zsh', 'fish'],
  monitorKind: ['reissue', 'order', 'content', 'approval', 'auth', 'note', 'other'],
} as const;
