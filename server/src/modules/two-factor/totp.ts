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
 * What a six-digit code is worth: the time step it belongs to, `used` when it is right but its step
 * is at or before the last accepted one (each code is accepted once: RFC 6238 §5.2), or `wrong`
 * (no step within the tolerance matches: mistyped, or expired).
 */
export type TotpCheck = { step: number } | { refused: 'wrong' | 'used' };

/** The step a verify answered, when it matched. */
async function matchedStep(
  secret: string,
  code: string,
  epoch: number,
  afterStep?: number,
): Promise<number | null> {
  const result = await verify({
    secret,
    token: code,
    epoch,
    epochTolerance: TOLERANCE_SECONDS,
    ...(afterStep !== undefined ? { afterTimeStep: afterStep } : {}),
  });
  if (!result.valid) return null;
  return 'timeStep' in result && typeof result.timeStep === 'number' ? result.timeStep : null;
}

/**
 * Checks a six-digit code against the secret (the current step, or the one before or after) and
 * answers its step; a step at or before `afterStep` is `used`, so a code replayed after a sign-in,
 * a step-up or the setup is told apart from a mistyped one.
 */
export async function checkTotp(
  secret: string,
  code: string,
  afterStep: number | null,
  now: Date = new Date(),
): Promise<TotpCheck> {
  const epoch = Math.floor(now.getTime() / 1000);
  const step = await matchedStep(secret, code, epoch);
  if (step === null) return { refused: 'wrong' };
  if (afterStep === null || step > afterStep) return { step };
  // the first match was used; a later step of the window may still match (six digits can repeat).
  // otplib refuses an afterTimeStep beyond the window, where no later step is left anyway.
  const lastOfWindow = Math.floor((epoch + TOLERANCE_SECONDS) / PERIOD);
  const later = afterStep < lastOfWindow ? await matchedStep(secret, code, epoch, afterStep) : null;
  return later === null ? { refused: 'used' } : { step: later };
}
