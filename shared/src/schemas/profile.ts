import { z } from 'zod';

/** The signed-in operator's profile (spec §3, "Current user"). `role` is '' when unknown. */
export const profileSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  avatar: z.string(),
  job: z.string(),
  jobName: z.string(),
  organization: z.string(),
  organizationName: z.string(),
  location: z.string(),
  locationName: z.string(),
  email: z.string(),
  introduction: z.string(),
  personalWebsite: z.string(),
  phone: z.string(),
  registrationDate: z.string(),
  visibleId: z.string(),
  certification: z.number().int(),
  role: z.enum(['admin', 'user', '']),
});
export type Profile = z.infer<typeof profileSchema>;
