import type { ReissueField } from '../../../features/members/lib/validate-reissue.ts';

/** The steps of a re-issue page: pick the member, type the amount, type the reason, review and confirm. */
export type ReissueStep = 'member' | 'amount' | 'reason' | 'review';

export const REISSUE_STEPS: readonly ReissueStep[] = ['member', 'amount', 'reason', 'review'];

/** The step before (Backspace on an empty field), or null on the first. */
export function previousStep(step: ReissueStep): ReissueStep | null {
  const i = REISSUE_STEPS.indexOf(step);
  return i > 0 ? (REISSUE_STEPS[i - 1] ?? null) : null;
}

/** The step after. */
export function nextStep(step: ReissueStep): ReissueStep {
  const i = REISSUE_STEPS.indexOf(step);
  return REISSUE_STEPS[Math.min(i + 1, REISSUE_STEPS.length - 1)] ?? 'review';
}

/** The field a step edits (review edits none). */
export function fieldOfStep(step: ReissueStep): ReissueField | null {
  return step === 'review' ? null : step;
}

/** The first step whose field has an error, in step order. */
export function firstStepWithError(errors: Partial<Record<ReissueField, string>>): ReissueStep | null {
  return REISSUE_STEPS.find((s) => s !== 'review' && errors[s as ReissueField] !== undefined) ?? null;
}
