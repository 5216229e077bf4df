import { createHash } from 'node:crypto';

/** What a derived key is made of: the re-issue itself and how often the same one came before. */
export interface KeyParts {
  /** `coins` or `vip`. */
  noun: string;
  /** The member reference as written in the file (trimmed). */
  member: string;
  amount: number;
  /** The reason, trimmed (the server trims it too). */
  reason: string;
  /** 1 for the first row with this member, amount and reason in the file, 2 for the second… */
  occurrence: number;
  /** `--batch-id`, when given: a new id makes every row a new re-issue. */
  batchId?: string;
}

/** The version tag of the derivation; a change to it must never reuse a tag. */
const KEY_PREFIX = 'ob1-';

/**
 * The idempotency key of a row without its own: `ob1-` + the first 160 bits of
 * sha256(JSON ["opsdeck-batch", 1, batchId, noun, member, amount, reason, occurrence]) in hex.
 *
 * It depends on what the row asks for, not on where the row sits or on the rest of the file, so:
 * the same file run again (after Ctrl+C, a crash or a lost answer) reuses every key and issues
 * nothing twice; a file edited to fix failed rows keeps the keys of the rows already issued; two
 * rows asking the same thing get different keys through `occurrence`. A re-issue that must happen
 * again on purpose (next month's bonus with the same reason) needs a new `--batch-id` or reason.
 */
export function deriveKey(parts: KeyParts): string {
  const canonical = JSON.stringify([
    'opsdeck-batch',
    1,
    parts.batchId ?? '',
    parts.noun,
    parts.member,
    parts.amount,
    parts.reason,
    parts.occurrence,
  ]);
  return KEY_PREFIX + createHash('sha256').update(canonical).digest('hex').slice(0, 40);
}
