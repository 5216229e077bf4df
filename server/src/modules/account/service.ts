import type { Profile } from '@opsdeck/shared/schemas';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { operators } from '../../db/schema/index.js';
import { HttpError } from '../../errors.js';

/** The operator's profile (spec §3); dates as ISO 8601. */
export async function getProfile(db: Db, operatorId: number): Promise<Profile> {
  const [row] = await db.select().from(operators).where(eq(operators.id, operatorId));
  if (!row) throw new HttpError(404, 'errors.notFound');
  return {
    id: row.id,
    name: row.name,
    avatar: row.avatar,
    job: row.job,
    jobName: row.jobName,
    organization: row.organization,
    organizationName: row.organizationName,
    location: row.location,
    locationName: row.locationName,
    email: row.email,
    introduction: row.introduction,
    personalWebsite: row.personalWebsite,
    phone: row.phone,
    registrationDate: row.registrationDate.toISOString(),
    visibleId: row.visibleId,
    certification: row.certification,
    role: row.role,
  };
}
