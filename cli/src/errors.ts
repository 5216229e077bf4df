import { AbortError } from '@opsdeck/shared/errors';

/**
 * No token for the server, or the server refused it: the command needs `opsdeck login` first (exit
 * code 4). `server` is set when no token was found, so the report can check the server is there.
 */
export class NotSignedInError extends AbortError {
  readonly server: string | undefined;
  constructor(message: string, nextSteps: string[] = [], server?: string) {
    super(message, nextSteps);
    this.name = 'NotSignedInError';
    this.server = server;
  }
}

/** The code a response that is not an OpsDeck answer (no `{ code, … }` envelope) fails with. */
export const FOREIGN_ANSWER_CODE = -1;

/** The server answered, but not as OpsDeck does (an HTML page, another API's 404): a wrong address. */
export class NotOpsDeckError extends AbortError {
  constructor(message: string, nextSteps: string[] = []) {
    super(message, nextSteps);
    this.name = 'NotOpsDeckError';
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
