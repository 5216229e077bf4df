import type { Translate } from '../../i18n.js';
import { recordIdOf } from '../shared/record-id.js';

/** A job id from the command line: the API's bounds (1 to 2^31-1), checked without a schema. */
export function jobIdOf(t: Translate, given: unknown): number {
  return recordIdOf(t, given, 'cli.jobs.idInvalid');
}
