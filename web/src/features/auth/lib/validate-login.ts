import type { LoginBody } from '@opsdeck/shared/schemas';

/** Per-field i18n keys of what is wrong with the login form (spec §5 texts via the shared schema). */
export type LoginFieldErrors = Partial<Record<keyof LoginBody, string>>;

export type LoginCheck = { ok: true; body: LoginBody } | { ok: false; errors: LoginFieldErrors };

/**
 * Validates the form with the shared schema: the body to send, or the i18n key of each field's error.
 * The schema (and zod with it) is fetched on the first check, not with /login: the page renders
 * without it, and the first check is the first submit.
 */
export async function validateLogin(values: LoginBody): Promise<LoginCheck> {
  const { loginBodySchema } = await import('@opsdeck/shared/schemas');
  const parsed = loginBodySchema.safeParse(values);
  if (parsed.success) return { ok: true, body: parsed.data };
  const errors: LoginFieldErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0];
    if ((field === 'phone' || field === 'password') && !errors[field]) errors[field] = issue.message;
  }
  return { ok: false, errors };
}
