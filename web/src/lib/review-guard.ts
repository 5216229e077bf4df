import { useEffect, useRef, useState } from 'react';

/**
 * How long a money review is on screen before a plain Enter confirms it. An Enter pressed sooner
 * (the one that asked for the review, or a quick second one) is ignored and starts the wait again,
 * so mashing Enter never issues; `y` and Ctrl/⌘+Enter confirm at once, as the CLI's `y` does.
 */
export const REVIEW_READ_MS = 700;

/** The parts of a keydown event the guard reads. */
export interface GuardKey {
  key: string;
  repeat: boolean;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
  shiftKey: boolean;
}

/** What a key does on a review: confirm it, swallow it (not yet armed, or held), or nothing. */
export type GuardVerdict = 'confirm' | 'block' | 'pass';

/** The guard's state: since when plain Enter may confirm (null: the review is not shown). */
export interface ReviewGuardState {
  armedAt: number | null;
}

/** The review has rendered and been focused at `now`: Enter confirms from `now + REVIEW_READ_MS`. */
export function showReview(state: ReviewGuardState, now: number): void {
  state.armedAt = now + REVIEW_READ_MS;
}

/** Decides what a keydown does on the review at `now` (and restarts the wait on an early Enter). */
export function judgeKey(state: ReviewGuardState, e: GuardKey, now: number): GuardVerdict {
  if (state.armedAt === null) return 'pass';
  const mod = e.ctrlKey || e.metaKey;
  if (e.key === 'Enter') {
    if (e.repeat) return 'block';
    if (mod && !e.altKey && !e.shiftKey) return 'confirm';
    if (mod || e.altKey || e.shiftKey) return 'pass';
    if (now >= state.armedAt) return 'confirm';
    state.armedAt = now + REVIEW_READ_MS;
    return 'block';
  }
  if ((e.key === 'y' || e.key === 'Y') && !mod && !e.altKey && !e.repeat) return 'confirm';
  return 'pass';
}

/**
 * The guard of one review: `shown` is true while its figures are on screen and focused. `armed`
 * turns true once a plain Enter confirms (for a hint and for tests); `judge` classifies a keydown.
 */
export function useReviewGuard(shown: boolean) {
  const state = useRef<ReviewGuardState>({ armedAt: null }).current;
  const [armedAt, setArmedAt] = useState<number | null>(null);
  const [armed, setArmed] = useState(false);

  useEffect(() => {
    if (!shown) {
      state.armedAt = null;
      setArmedAt(null);
      return;
    }
    showReview(state, performance.now());
    setArmedAt(state.armedAt);
  }, [shown, state]);

  useEffect(() => {
    setArmed(false);
    if (armedAt === null) return;
    const timer = setTimeout(() => setArmed(true), Math.max(0, armedAt - performance.now()));
    return () => clearTimeout(timer);
  }, [armedAt]);

  function judge(e: GuardKey): GuardVerdict {
    // A key between the review's render and its effect: the review is shown from now.
    if (shown && state.armedAt === null) showReview(state, performance.now());
    const verdict = judgeKey(state, e, performance.now());
    if (state.armedAt !== armedAt) setArmedAt(state.armedAt);
    return verdict;
  }

  return { armed, judge };
}
