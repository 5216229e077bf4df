import { AbortError } from '@opsdeck/shared/errors';

/** No token for the server: the command needs `opsdeck login` first (exit code 4). */
export class NotSignedInError extends AbortError {
  constructor(message: string, nextSteps: string[] = []) {
    super(message, nextSteps);
    this.name = 'NotSignedInError';
  }
}

/**
 * The request never got an answer (connection refused or reset, timeout): the server may or may not
 * have acted on it. Money commands catch it to print their idempotency key and a safe retry.
 */
export class TransportError extends AbortError {
  constructor(message: string, nextSteps: string[] = []) {
    super(message, nextSteps);
    this.name = 'TransportError';
  }
}

/**
 * The server cannot be reached at all (connection refused, no such host, no route) after a short
 * bounded retry: nothing was sent, and every further call would fail the same way.
 */
export class UnreachableError extends TransportError {
  constructor(message: string, nextSteps: string[] = []) {
    super(message, nextSteps);
    this.name = 'UnreachableError';
  }
}

/** A batch ran to its end but some rows failed (exit code 6); its summary was already printed. */
export class BatchFailedError extends AbortError {
  readonly failed: number;
  constructor(message: string, failed: number) {
    super(message);
    this.name = 'BatchFailedError';
    this.failed = failed;
  }
}

/** The run was interrupted (Ctrl+C) and stopped cleanly (exit code 130); what to do next was printed. */
export class InterruptedError extends AbortError {
  constructor(message: string) {
    super(message);
    this.name = 'InterruptedError';
  }
}
