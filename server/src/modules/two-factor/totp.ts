import { generateSecret, generateURI, verify } from 'otplib';

/** RFC 6238 as authenticator apps use it: SHA-1, six digits, 30-second steps. */
const PERIOD = 30;

/** A code of the step before or after the server's clock is accepted (clock drift, typing time). */
const TOLERANCE_SECONDS = PERIOD;

/** The issuer an authenticator app shows beside the account. */
export const TOTP_ISSUER = 'OpsDeck';

/** A new random secret (20 bytes, base32), from otplib. */
export function newTotpSecret(): string {
  return generateSecret();
}

/** The `otpauth://totp/…` URI an authenticator app reads from the QR code. */
export function totpUri(secret: string, account: string): string {
  return generateURI({ issuer: TOTP_ISSUER, label: account, secret });
}

/**
 * Checks a six-digit code against the secret (the current step, or the one before or after) and
 * answers the time step it belongs to, or null. A step at or before `afterStep` is refused: each
 * code is accepted once.
 */
export async function totpStep(
  secret: string,
  code: string,
  afterStep: number | null,
  now: Date = new Date(),
): Promise<number | null> {
  const result = await verify({
    secret,
    token: code,
    epoch: Math.floor(now.getTime() / 1000),
    epochTolerance: TOLERANCE_SECONDS,
    ...(afterStep !== null ? { afterTimeStep: afterStep } : {}),
  });
  if (!result.valid) return null;
  return 'timeStep' in result && typeof result.timeStep === 'number' ? result.timeStep : null;
}
