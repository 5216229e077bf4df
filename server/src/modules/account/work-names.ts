import type { Locale } from '@opsdeck/shared/i18n';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { type OperatorRow, workNames } from '../../db/schema/index.js';

type Kind = 'job' | 'organization' | 'location';

/** The job, organization and office location names of one language, by kind and code. */
export interface WorkNames {
  name(kind: Kind, code: string): string | undefined;
}

/** The names of `locale` (work_names, migration 080: a handful of rows). */
export async function workNamesIn(db: Db, locale: Locale): Promise<WorkNames> {
  const rows = await db
    .select({ kind: workNames.kind, code: workNames.code, name: workNames.name })
    .from(workNames)
    .where(eq(workNames.locale, locale));
  const byKey = new Map(rows.map((r) => [`${r.kind}|${r.code}`, r.name]));
  return { name: (kind, code) => (code === '' ? undefined : byKey.get(`${kind}|${code}`)) };
}

/**
 * An operator's work names in the caller's language: a code with names per language shows the
 * language's name, anything else the name stored with the operator (a job or place typed by hand).
 */
export function namedWork(
  names: WorkNames,
  row: Pick<
    OperatorRow,
    'job' | 'jobName' | 'organization' | 'organizationName' | 'location' | 'locationCode' | 'locationName'
  >,
): { jobName: string; organizationName: string; location: string; locationName: string } {
  const place = names.name('location', row.locationCode);
  return {
    jobName: names.name('job', row.job) ?? row.jobName,
    organizationName: names.name('organization', row.organization) ?? row.organizationName,
    // the office location /user/setting edits is the place's name in the caller's language too
    location: place ?? row.location,
    locationName: place ?? row.locationName,
  };
}

/**
 * The office location an operator typed, as columns: a known place's name in either language takes
 * the place's code, so it shows in each language; other text is the operator's own, shown as typed.
 */
export async function locationColumns(
  db: Db,
  typed: string,
): Promise<{ location: string; locationName: string; locationCode: string }> {
  const [place] =
    typed.trim() === ''
      ? []
      : await db
          .select({ code: workNames.code })
          .from(workNames)
          .where(and(eq(workNames.kind, 'location'), eq(workNames.name, typed.trim())))
          .limit(1);
  return { location: typed, locationName: typed, locationCode: place?.code ?? '' };
}
