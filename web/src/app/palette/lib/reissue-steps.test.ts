import { describe, expect, test } from 'vitest';
import { fieldOfStep, firstStepWithError, nextStep, previousStep } from './reissue-steps.ts';

describe('re-issue page steps', () => {
  test('forward and back (Backspace on an empty field goes back a step)', () => {
    expect(nextStep('member')).toBe('amount');
    expect(nextStep('reason')).toBe('review');
    expect(nextStep('review')).toBe('review');
    expect(previousStep('review')).toBe('reason');
    expect(previousStep('amount')).toBe('member');
    expect(previousStep('member')).toBeNull();
  });

  test('a field error sends the operator to its step', () => {
    expect(fieldOfStep('amount')).toBe('amount');
    expect(fieldOfStep('review')).toBeNull();
    expect(firstStepWithError({ reason: 'too short', amount: 'too big' })).toBe('amount');
    expect(firstStepWithError({})).toBeNull();
  });
});
