import type { FieldError } from '@opsdeck/shared/errors';

export type { FieldError };

/**
 * An error with an HTTP status, answered as `{code, message, details?}`. `messageKey` is an i18n key
 * translated into the caller's language with `params`; the envelope code defaults to the status.
 */
export class HttpError extends Error {
  constructor(
    public status: number,
    public messageKey: string,
    public params: Record<string, unknown> = {},
    public opts: { code?: number; details?: FieldError[] } = {},
  ) {
    super(messageKey);
    this.name = 'HttpError';
  }

  /** The envelope code (50008, 50014… or the status). */
  get code(): number {
    return this.opts.code ?? this.status;
  }
}
