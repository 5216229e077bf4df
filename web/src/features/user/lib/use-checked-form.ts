import type { Locale } from '@opsdeck/shared/i18n';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { checkWith, type FieldErrors, fieldErrorsOf } from './field-errors.ts';

/**
 * A form's schema, or what loads it: a form drawn on a screen's first paint takes a loader, so that
 * zod and the schemas are fetched and evaluated after that paint (`afterFirstScreen`), not before it.
 */
export type SchemaSource<S extends z.ZodType> = S | (() => Promise<S>);

/**
 * A form sent after the shared schema checked it: `submit` shows the schema's messages (and any
 * `extra` ones) instead of sending; otherwise it clears them, runs `send` with the parsed body while
 * `busy`, and shows the server's field messages when the call fails. `busy` covers a schema still
 * loading, so a second Enter does not send twice.
 */
export function useCheckedForm() {
  const { i18n } = useTranslation();
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);

  async function submit<S extends z.ZodType>(
    source: SchemaSource<S>,
    value: unknown,
    send: (body: z.output<S>) => Promise<void>,
    extra: FieldErrors = {},
  ) {
    let schema: S;
    if (typeof source === 'function') {
      setBusy(true);
      try {
        schema = await source();
      } finally {
        setBusy(false);
      }
    } else schema = source;
    const checked = checkWith(schema, value, i18n.language as Locale);
    if (!checked.ok || Object.keys(extra).length > 0) {
      setErrors({ ...(checked.ok ? {} : checked.errors), ...extra });
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      await send(checked.data);
    } catch (error) {
      setErrors(fieldErrorsOf(error));
    } finally {
      setBusy(false);
    }
  }

  return { errors, setErrors, busy, submit };
}
