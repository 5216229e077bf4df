import { UsageError } from '@opsdeck/shared/errors';
import type { Translate } from '../../i18n.js';

/** A job id from the command line: the API's bounds (1 to 2^31-1), checked without a schema. */
export function jobIdOf(t: Translate, given: unknown): number {
  const text = typeof given === 'string' ? given : '';
  const id = /^\d{1,10}$/.test(text) ? Number(text) : 0;
  if (id < 1 || id > 2_147_483_647) throw new UsageError(t('cli.jobs.idInvalid'));
  return id;
}
