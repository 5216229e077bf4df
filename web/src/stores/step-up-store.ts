import { proxy } from 'valtio';

/** The step-up code dialog: open while a call waits for a fresh TOTP code. */
export interface StepUpState {
  open: boolean;
  /** The server's message about the code given before (wrong, used already). */
  failure: string | null;
}

/** The step-up dialog's state (valtio); the app renders one StepUpDialog over it. */
export const stepUpStore = proxy<StepUpState>({ open: false, failure: null });

let pending: ((code: string | null) => void) | null = null;

/**
 * Asks the operator for a fresh code (the client's `AskCode`): opens the dialog and settles with
 * the code, or null when it is cancelled. A second ask while one is open cancels the first.
 */
export function askStepUpCode(failure?: string): Promise<string | null> {
  pending?.(null);
  stepUpStore.failure = failure ?? null;
  stepUpStore.open = true;
  return new Promise((resolve) => {
    pending = resolve;
  });
}

/** The dialog's answer: the code typed, or null (cancelled). */
export function answerStepUp(code: string | null): void {
  const resolve = pending;
  pending = null;
  stepUpStore.open = false;
  resolve?.(code);
}
