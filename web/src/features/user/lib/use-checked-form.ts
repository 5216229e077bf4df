import type { Locale } from '@opsdeck/shared/i18n';
import { useEffect, useState } from 'react';
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
 * loading, so a second Enter does not send twice. Refused (by the schema or the server), the focus
 * goes to the form's first field with a message, as the step form's does: an Enter in the password
 * dialog's last field left it there while the message was on "New password" above. A loader that
 * fails (its chunk did not load) sends nothing and sets `checksFailed`: the form shows `ChecksFailed`
 * (components/checks-failed.tsx), whose Retry submits the form again, loading the schema again.
 */
export function useCheckedForm() {
  const { i18n } = useTranslation();
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);
  // the schema's loader failed on the last submit (a chunk that did not load): nothing was sent
  const [checksFailed, setChecksFailed] = useState(false);
  // the form whose first field with a message takes the focus once the messages are drawn
  const [refused, setRefused] = useState<Element | null>(null);
  useEffect(() => {
    if (!refused) return;
    refused.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
    setRefused(null);
  }, [refused]);

  async function submit<S extends z.ZodType>(
    source: SchemaSource<S>,
    value: unknown,
    send: (body: z.output<S>) => Promise<void>,
    extra: FieldErrors = {},
  ) {
    // the form sent: where its Enter or its button was
    const form = document.activeElement?.closest('form') ?? null;
    let schema: S;
    if (typeof source === 'function') {
      setBusy(true);
      setChecksFailed(false);
      try {
        schema = await source();
      } catch {
        // nothing is sent; the form says so, with Retry (components/checks-failed.tsx)
        setChecksFailed(true);
        return;
      } finally {
        setBusy(false);
      }
    } else schema = source;
    const checked = checkWith(schema, value, i18n.language as Locale);
    if (!checked.ok || Object.keys(extra).length > 0) {
      setErrors({ ...(checked.ok ? {} : checked.errors), ...extra });
      setRefused(form);
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      await send(checked.data);
    } catch (error) {
      const found = fieldErrorsOf(error);
      setErrors(found);
      if (Object.keys(found).length > 0) setRefused(form);
    } finally {
      setBusy(false);
    }
  }

  return { errors, setErrors, busy, checksFailed, submit };
}
