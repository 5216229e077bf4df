/**
 * The schemas /user/setting's basic information checks a draft with: loaded after the screen's first
 * paint (`loadProfileSchema`, warmed by `afterFirstScreen`), so the form is drawn without zod.
 */
export { profileUpdateBodySchema } from '@opsdeck/shared/schemas';
