import { z } from 'zod';

/**
 * The step-up header (`X-OpsDeck-OTP`, in errors/codes.ts: the clients read it without zod). A route
 * that needs a code and did not get one answers 403 with code `CODES.otpRequired`; a wrong code
 * answers 400 naming the field `otp`.
 */
export { OTP_HEADER } from '../errors/codes.js';

/** How many one-time recovery codes turning TOTP on gives. */
export const RECOVERY_CODE_COUNT = 10;

/** A recovery code as shown: four groups of four base32 letters and digits, `ABCD-EFGH-JKLM-NPQR`. */
export const RECOVERY_CODE_PATTERN = /^[A-Z2-7]{4}(-?[A-Z2-7]{4}){3}$/;

/** A six-digit TOTP code (RFC 6238, 30-second steps). */
export const totpCodeSchema = z
  .string('totp.validation.code')
  .trim()
  .regex(/^\d{6}$/, 'totp.validation.code');

/**
 * A second-factor code: six digits, or one of the recovery codes (case and dashes as typed are
 * accepted: `abcd efgh…` becomes `ABCD-EFGH-…`).
 */
export const secondFactorCodeSchema = z
  .string('totp.validation.codeOrRecovery')
  .transform((v) => v.replace(/\s+/g, '').toUpperCase())
  .refine((v) => /^\d{6}$/.test(v) || RECOVERY_CODE_PATTERN.test(v), 'totp.validation.codeOrRecovery');

/** POST /admin/auth/login answer when TOTP is on: a short-lived challenge, no token. */
export const loginChallengeSchema = z.object({
  challenge: z.string(),
  /** Seconds the challenge stays valid. */
  expiresIn: z.number().int(),
});
export type LoginChallenge = z.infer<typeof loginChallengeSchema>;

/** POST /admin/auth/login/verify body. */
export const loginVerifyBodySchema = z.strictObject({
  challenge: z
    .string('totp.validation.challenge')
    .trim()
    .min(1, 'totp.validation.challenge')
    .max(128, 'totp.validation.challenge'),
  code: secondFactorCodeSchema,
});
export type LoginVerifyBody = z.input<typeof loginVerifyBodySchema>;

/** GET /admin/account/two-factor: whether TOTP is on and how many recovery codes are left. */
export const twoFactorStatusSchema = z.object({
  enabled: z.boolean(),
  enabledAt: z.string().nullable(),
  recoveryCodesLeft: z.number().int(),
});
export type TwoFactorStatus = z.infer<typeof twoFactorStatusSchema>;

/** POST /admin/account/two-factor/setup answer: the pending secret, its otpauth URI and its QR code. */
export const twoFactorSetupSchema = z.object({
  secret: z.string(),
  uri: z.string(),
  /** The URI as a QR code: an SVG data URL. */
  qr: z.string(),
});
export type TwoFactorSetup = z.infer<typeof twoFactorSetupSchema>;

/** POST /admin/account/two-factor/enable body: the first code from the app. */
export const twoFactorEnableBodySchema = z.strictObject({ code: totpCodeSchema });
export type TwoFactorEnableBody = z.input<typeof twoFactorEnableBodySchema>;

/** What turning TOTP on answers: the recovery codes, shown this once (only hashes are kept). */
export const twoFactorEnabledSchema = z.object({ recoveryCodes: z.array(z.string()) });
export type TwoFactorEnabled = z.infer<typeof twoFactorEnabledSchema>;

/** DELETE /admin/account/two-factor body: a current code (or a recovery code). */
export const twoFactorDisableBodySchema = z.strictObject({ code: secondFactorCodeSchema });
export type TwoFactorDisableBody = z.input<typeof twoFactorDisableBodySchema>;
