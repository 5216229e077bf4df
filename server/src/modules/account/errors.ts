import { CODES } from '@opsdeck/shared/errors';
import { type Locale, translate } from '@opsdeck/shared/i18n';
import { HttpError } from '../../errors.js';

/** A 4xx naming one field and the rule it broke, with the message in the caller's language. */
export function fieldFailure(
  locale: Locale,
  status: number,
  field: string,
  rule: string,
  key: string,
): HttpError {
  const message = translate(locale, key, { field: translate(locale, `fields.${field}`) });
  return new HttpError(
    status,
    key,
    {},
    { code: status === 400 ? CODES.validation : status, details: [{ field, rule, message }] },
  );
}
