import type { Approval } from '@opsdeck/shared/schemas';

/** The three steps of the process and how far the request got (0 commit, 1 approval, 2 finish). */
export function currentStep(a: Pick<Approval, 'status'>): number {
  return a.status === 'pending' ? 1 : 2;
}
