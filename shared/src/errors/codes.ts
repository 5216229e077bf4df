/** Envelope codes shared by server, web and CLI (docs/style.md, API conventions). */
export const CODES = {
  ok: 200,
  validation: 400,
  unauthorized: 401,
  forbidden: 403,
  notFound: 404,
  conflict: 409,
  payloadTooLarge: 413,
  unsupportedMedia: 415,
  unprocessable: 422,
  rateLimited: 429,
  /** A step-up route needs a fresh TOTP code in the X-OpsDeck-OTP header (HTTP 403). */
  otpRequired: 40311,
  server: 500,
  tokenIllegal: 50008,
  otherClient: 50012,
  tokenExpired: 50014,
} as const;

/** Codes after which the session is gone and the operator must sign in again (spec §8). */
export const SESSION_GONE_CODES: readonly number[] = [
  CODES.tokenIllegal,
  CODES.otherClient,
  CODES.tokenExpired,
  CODES.unauthorized,
];

/** True when an envelope code means the session is gone. */
export function isSessionGoneCode(code: number): boolean {
  return SESSION_GONE_CODES.includes(code);
}
