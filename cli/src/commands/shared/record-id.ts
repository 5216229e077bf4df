import { UsageError } from '@opsdeck/shared/errors';
import type { Translate } from '../../i18n.js';

/**
 * A record's id from the command line: the API's bounds (1 to 2^31-1), checked without loading a
 * schema (help stays light); otherwise a usage error with the message of `invalidKey`.
 */
export function recordIdOf(t: Translate, given: unknown, invalidKey: string): number {
  const text = typeof given === 'string' ? given : '';
  const id = /^\d{1,10}$/.test(text) ? Number(text) : 0;
  if (id < 1 || id > 2_147_483_647) throw new UsageError(t(invalidKey));
  return id;
}
