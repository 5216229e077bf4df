import { z } from 'zod';

/** POST /admin/auth/login body. The messages are i18n keys (spec §5 texts). */
export const loginBodySchema = z.object({
  phone: z.string('validation.phoneRequired').trim().min(1, 'validation.phoneRequired').max(32),
  password: z.string('validation.passwordRequired').min(1, 'validation.passwordRequired').max(128),
});
export type LoginBody = z.infer<typeof loginBodySchema>;

/**
 * The login answer: the access token the client stores under `token`, or, when the operator has
 * TOTP on, a challenge (no token) that POST /admin/auth/login/verify exchanges with the code.
 */
export const loginResultSchema = z.union([
  z.object({ accessToken: z.string() }),
  z.object({ challenge: z.string(), expiresIn: z.number().int() }),
]);
export type LoginResult = z.infer<typeof loginResultSchema>;

/** Password hint rule of spec §5: at least 6 characters, no spaces, digits and upper and lower case letters. */
export const strongPasswordSchema = z
  .string()
  .min(6, 'login.passwordHint')
  .regex(/^\S+$/, 'login.passwordHint')
  .regex(/\d/, 'login.passwordHint')
  .regex(/[a-z]/, 'login.passwordHint')
  .regex(/[A-Z]/, 'login.passwordHint');
