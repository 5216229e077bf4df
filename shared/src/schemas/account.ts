import { z } from 'zod';
import { countWords, INTRODUCTION_MAX_WORDS } from './account-values.js';
import { bigIdSchema } from './list-query.js';
import { profileSchema } from './profile.js';

/**
 * The password rule of spec §5, one check per part so a form can tick them off while typing:
 * at least 6 characters, no spaces, a digit, a lower-case and an upper-case letter.
 */
export const PASSWORD_RULES = [
  { id: 'length', test: (v: string) => v.length >= 6 },
  { id: 'noSpaces', test: (v: string) => v.length > 0 && !/\s/.test(v) },
  { id: 'digit', test: (v: string) => /\d/.test(v) },
  { id: 'lower', test: (v: string) => /[a-z]/.test(v) },
  { id: 'upper', test: (v: string) => /[A-Z]/.test(v) },
] as const;
export type PasswordRuleId = (typeof PASSWORD_RULES)[number]['id'];

/** Which parts of the password rule a value meets (the hint shown while typing). */
export function passwordRuleState(value: string): Record<PasswordRuleId, boolean> {
  return Object.fromEntries(PASSWORD_RULES.map((r) => [r.id, r.test(value)])) as Record<
    PasswordRuleId,
    boolean
  >;
}

/** A new password: the whole rule of spec §5, one message naming the rule (server, web and CLI). */
export const newPasswordSchema = z
  .string('account.validation.passwordRule')
  .max(128, 'account.validation.passwordTooLong')
  .refine((v) => PASSWORD_RULES.every((r) => r.test(v)), {
    message: 'account.validation.passwordRule',
    abort: true,
  })
  // the same rule again as checks the OpenAPI document can state (they only run once the rule holds)
  .min(6, 'account.validation.passwordRule')
  .regex(/^\S+$/, 'account.validation.passwordRule')
  .regex(/\d/, 'account.validation.passwordRule')
  .regex(/[a-z]/, 'account.validation.passwordRule')
  .regex(/[A-Z]/, 'account.validation.passwordRule');

/** POST /admin/account/password. */
export const passwordChangeBodySchema = z.strictObject({
  oldPassword: z
    .string('account.validation.oldPasswordRequired')
    .min(1, 'account.validation.oldPasswordRequired')
    .max(128),
  newPassword: newPasswordSchema,
});
export type PasswordChangeBody = z.infer<typeof passwordChangeBodySchema>;

/** What a password change answers: how many other sessions were signed out. */
export const passwordChangeResultSchema = z.object({ revokedSessions: z.number().int() });
export type PasswordChangeResult = z.infer<typeof passwordChangeResultSchema>;

export { countWords, INTRODUCTION_MAX_WORDS } from './account-values.js';

const required = (key: string, max: number) =>
  z.string(`account.validation.${key}`).trim().min(1, `account.validation.${key}`).max(max);
const optional = (max: number) => z.string().trim().max(max).default('');

/** An http(s) address or nothing. */
const websiteSchema = z
  .string()
  .trim()
  .max(200)
  .regex(/^(?:|https?:\/\/[^\s/$.?#].[^\s]*)$/i, 'account.validation.website')
  .default('');

/** An avatar: an uploaded file's URL or a data URL; '' keeps none. */
const avatarSchema = z
  .string()
  .max(200_000)
  .regex(/^(?:$|\/|https?:\/\/|data:image\/)/, 'account.validation.avatar')
  .default('');

/**
 * PUT /admin/account/profile: the operator's own editable fields (spec §5: email, nickname,
 * country/region and area required; the profile at most 200 words). Anything else (role, phone,
 * id…) is refused as an unknown field.
 */
export const profileUpdateBodySchema = z.strictObject({
  name: required('nameRequired', 64),
  nickname: required('nicknameRequired', 32),
  email: z
    .string('account.validation.emailRequired')
    .trim()
    .min(1, 'account.validation.emailRequired')
    .max(120)
    .pipe(z.email('account.validation.emailFormat')),
  countryRegion: required('countryRegionRequired', 64),
  area: required('areaRequired', 128),
  address: optional(200),
  location: optional(64),
  personalWebsite: websiteSchema,
  introduction: z
    .string()
    .max(2000)
    .refine((v) => countWords(v) <= INTRODUCTION_MAX_WORDS, 'account.validation.introductionWords')
    .default(''),
  avatar: avatarSchema,
});
export type ProfileUpdateBody = z.input<typeof profileUpdateBodySchema>;

/** The user-setting profile: the current user plus the setting fields of spec §3. */
export const accountProfileSchema = profileSchema.extend({
  nickname: z.string(),
  countryRegion: z.string(),
  area: z.string(),
  address: z.string(),
});
export type AccountProfile = z.infer<typeof accountProfileSchema>;

/** One sign-in of the operator (a bearer session). */
export const accountSessionSchema = z.object({
  id: z.number().int(),
  createdAt: z.string(),
  lastSeenAt: z.string(),
  expiresAt: z.string(),
  client: z.string(),
  current: z.boolean(),
});
export type AccountSession = z.infer<typeof accountSessionSchema>;

/** :id of a session route. */
export const sessionIdParamsSchema = z.object({ id: bigIdSchema });

/** Answer of revoking sessions. */
export const sessionsRevokedSchema = z.object({ revoked: z.number().int() });
export type SessionsRevoked = z.infer<typeof sessionsRevokedSchema>;
