/** One field that failed validation: the field path, the rule it broke and a message in the caller's language. */
export interface FieldError {
  field: string;
  rule: string;
  message: string;
}

/** An error answered by the server (or a transport failure, with code 0). */
export class ApiError extends Error {
  readonly status: number;
  readonly code: number;
  readonly details: FieldError[] | undefined;
  readonly transport: boolean;

  constructor(opts: {
    message: string;
    status: number;
    code: number;
    details?: FieldError[];
    transport?: boolean;
  }) {
    super(opts.message);
    this.name = 'ApiError';
    this.status = opts.status;
    this.code = opts.code;
    this.details = opts.details;
    this.transport = opts.transport ?? false;
  }
}

/** Something the user can fix; carries optional next steps. */
export class AbortError extends Error {
  readonly nextSteps: string[];
  constructor(message: string, nextSteps: string[] = []) {
    super(message);
    this.name = 'AbortError';
    this.nextSteps = nextSteps;
  }
}

/** Bad command-line usage or a refused operation (exit code 2 in the CLI). */
export class UsageError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UsageError';
  }
}

/** The user cancelled (a declined confirmation). */
export class CancelError extends Error {
  constructor(message = 'Cancelled') {
    super(message);
    this.name = 'CancelError';
  }
}

/** A defect in OpsDeck itself. */
export class BugError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'BugError';
  }
}
