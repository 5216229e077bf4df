import { z } from 'zod';

/** The security settings of spec §3: password, question, phone, email, each set or not. */
export const securitySettingsSchema = z.object({
  passwordChangedAt: z.string().nullable(),
  question: z.string().nullable(),
  /** Masked, e.g. 138****0001. */
  phone: z.string().nullable(),
  email: z.string().nullable(),
});
export type SecuritySettings = z.infer<typeof securitySettingsSchema>;

/**
 * PUT /admin/account/security: sets (a value) or unsets (null) one or more of the question, the
 * security phone and the security email; a field left out stays as it is.
 */
export const securityUpdateBodySchema = z
  .strictObject({
    question: z
      .strictObject({
        question: z
          .string('account.validation.questionRequired')
          .trim()
          .min(1, 'account.validation.questionRequired')
          .max(120),
        answer: z
          .string('account.validation.answerRequired')
          .trim()
          .min(1, 'account.validation.answerRequired')
          .max(120),
      })
      .nullable()
      .optional(),
    phone: z
      .string('account.validation.securityPhone')
      .trim()
      .regex(/^1\d{10}$/, 'account.validation.securityPhone')
      .nullable()
      .optional(),
    email: z
      .string('account.validation.emailFormat')
      .trim()
      .max(120)
      .pipe(z.email('account.validation.emailFormat'))
      .nullable()
      .optional(),
  })
  .refine((b) => Object.keys(b).length > 0, 'account.validation.securityEmpty');
export type SecurityUpdateBody = z.infer<typeof securityUpdateBodySchema>;

/** The enterprise certification block of spec §3. */
export const enterpriseInfoSchema = z.object({
  accountType: z.string(),
  status: z.enum(['verified', 'unverified']),
  time: z.string(),
  legalPerson: z.string(),
  certificateType: z.string(),
  authenticationNumber: z.string(),
  enterpriseName: z.string(),
  enterpriseCertificateType: z.string(),
  organizationCode: z.string(),
});
export type EnterpriseInfo = z.infer<typeof enterpriseInfoSchema>;

/** One certification record (status pass or auditing; an auditing one can be withdrawn). */
export const certificationRecordSchema = z.object({
  id: z.number().int(),
  certificationType: z.string(),
  certificationContent: z.string(),
  status: z.enum(['pass', 'auditing']),
  time: z.string(),
});
export type CertificationRecord = z.infer<typeof certificationRecordSchema>;

/** GET /admin/account/certification. */
export const certificationSchema = z.object({
  enterpriseInfo: enterpriseInfoSchema.nullable(),
  records: z.array(certificationRecordSchema),
});
export type Certification = z.infer<typeof certificationSchema>;
