import { createHash } from 'node:crypto';
import { avatarPath, type Profile } from '@opsdeck/shared/schemas';
import { consoleBase } from '../../config/server-url.js';
import type { Translate } from '../../i18n.js';
import { writeJson } from '../../output/json.js';
import { terminalZonedDateTime } from '../../ui/format.js';
import type { KeyValue } from '../../ui/key-value-list.js';
import { renderKeyValues } from '../../ui/render.js';
import type { ServiceContext } from '../context.js';

/** Options of `opsdeck profile`. */
export interface ProfileOptions {
  json: boolean;
  /** --json a,b: only these fields. */
  jsonFields?: readonly string[];
  /** --jq: the JSON filtered by a jq expression. */
  jq?: string;
}

/** The profile fields shown, in order (the codes behind jobName, organizationName… stay in --json). */
const PROFILE_FIELDS = [
  'name',
  'role',
  'phone',
  'email',
  'jobName',
  'organizationName',
  'locationName',
  'introduction',
  'personalWebsite',
  'registrationDate',
  'visibleId',
  'certification',
  'id',
] as const satisfies readonly (keyof Profile)[];

function shownValue(t: Translate, profile: Profile, field: (typeof PROFILE_FIELDS)[number]): string {
  if (field === 'role') return profile.role ? t(`common.roles.${profile.role}`) : t('common.none');
  if (field === 'certification') {
    return t(profile.certification === 1 ? 'profile.certified' : 'profile.uncertified');
  }
  if (field === 'registrationDate') return terminalZonedDateTime(profile.registrationDate);
  return String(profile[field]);
}

/**
 * The label of a shown field: a name under the word the console's /user/info uses for it (Job, not
 * "Job title"; Organization, not "Organization name"), the internal id as members show says it.
 */
const LABELS: Partial<Record<(typeof PROFILE_FIELDS)[number], string>> = {
  jobName: 'profile.job',
  organizationName: 'profile.organization',
  locationName: 'profile.location',
  id: 'cli.members.show.id',
};

/** The profile as labelled lines for a terminal, in the user's language. */
function profileItems(t: Translate, profile: Profile): KeyValue[] {
  return PROFILE_FIELDS.map((field) => ({
    label: t(LABELS[field] ?? `profile.${field}`),
    value: shownValue(t, profile, field),
    tone: field === 'name' ? 'strong' : undefined,
  }));
}

const sha256Hex = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

/**
 * The avatar as a link: a picture kept as a data: URL is served at its own address (shared
 * `avatar-files.ts`), an uploaded one by its path on the server; an http(s) URL stays; none is ''.
 */
export function avatarUrl(server: string, avatar: string): string {
  const path = avatarPath(avatar, sha256Hex);
  return path.startsWith('/') ? `${consoleBase(server)}${path}` : path;
}

/** Shows the signed-in operator: all fields as JSON (the avatar as its URL), or aligned key/value lines. */
export async function viewProfile(ctx: ServiceContext, opts: ProfileOptions): Promise<Profile> {
  ctx.requireSignIn();
  const answer = await (await ctx.session()).profile();
  const profile = { ...answer, avatar: avatarUrl(ctx.server, answer.avatar) };
  if (opts.json) writeJson(ctx.io, profile, opts);
  else {
    await renderKeyValues({
      io: ctx.io,
      items: profileItems(ctx.t, profile),
      plain: PROFILE_FIELDS.map((f) => [f, String(profile[f])] as const),
    });
  }
  return profile;
}
