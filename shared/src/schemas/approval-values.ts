import type { ReissuePending } from './approval.js';

/**
 * True when a re-issue answer is a pending approval rather than an executed re-issue. A plain check
 * (no zod): the re-issue screens read it before their schemas load; `approval.ts` re-exports it.
 */
export function isReissuePending(answer: unknown): answer is ReissuePending {
  return (
    typeof answer === 'object' &&
    answer !== null &&
    'approvalId' in answer &&
    typeof (answer as { approvalId: unknown }).approvalId === 'number'
  );
}
