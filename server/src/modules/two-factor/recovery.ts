import { createHash, randomInt } from 'node:crypto';
import { RECOVERY_CODE_COUNT } from '@opsdeck/shared/schemas';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

/** One recovery code: 16 random base32 characters (80 bits) in four groups, `ABCD-EFGH-JKLM-NPQR`. */
function recoveryCode(): string {
  const chars = Array.from({ length: 16 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
  return chars.match(/.{4}/g)?.join('-') ?? chars;
}

/** A code as typed (any case, with or without dashes) in its one stored form. */
export function canonicalRecoveryCode(code: string): string {
  return code.replace(/[\s-]+/g, '').toUpperCase();
}

/** sha256 hex of a recovery code's canonical form: what the database keeps. */
export function hashRecoveryCode(code: string): string {
  return createHash('sha256').update(canonicalRecoveryCode(code)).digest('hex');
}

/** A fresh set of recovery codes, shown once. */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, recoveryCode);
}
