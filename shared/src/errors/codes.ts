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

/**
 * The header that carries a fresh TOTP code for a step-up (approving a request, changing a money
 * policy): `X-OpsDeck-OTP: 123456`; without it such a call answers 403 with code `otpRequired`.
 */
export const OTP_HEADER = 'X-OpsDeck-OTP';

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
