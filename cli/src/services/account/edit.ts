import { getAccountProfile, updateProfile } from '@opsdeck/shared/api';
import { UsageError } from '@opsdeck/shared/errors';
import {
  type AccountProfile,
  formatIssues,
  joinMessages,
  profileUpdateBodySchema,
} from '@opsdeck/shared/schemas';
import { writeJson } from '../../output/json.js';
import { renderSuccess } from '../../ui/render.js';
import type { ServiceContext } from '../context.js';
import { EDITABLE_FIELDS, type EditableField } from './fields.js';

/** Options of `opsdeck account edit`. */
export interface EditOptions {
  json: boolean;
  jsonFields?: readonly string[];
  /** --jq: the JSON filtered by a jq expression. */
  jq?: string;
  changes: Partial<Record<EditableField, string>>;
}

/**
 * Edits the caller's own profile: the flags given replace those fields, the others stay as saved.
 * The shared schema checks the result first (exit 2 naming the field); the server checks it again.
 */
export async function editProfile(ctx: ServiceContext, opts: EditOptions): Promise<AccountProfile> {
  ctx.requireSignIn();
  const api = await ctx.apiClient();
  const current = await getAccountProfile(api);
  const body = {
    ...Object.fromEntries(EDITABLE_FIELDS.map((f) => [f, current[f]])),
    avatar: current.avatar,
    ...opts.changes,
  };
  const parsed = profileUpdateBodySchema.safeParse(body);
  if (!parsed.success) {
    throw new UsageError(
      joinMessages(
        formatIssues(parsed.error.issues, ctx.locale).map((i) => i.message),
        ctx.locale,
      ),
    );
  }
  const saved = await updateProfile(api, parsed.data);
  if (opts.json) writeJson(ctx.io, saved, opts);
  else renderSuccess(ctx.io, ctx.t('account.setting.saved'));
  return saved;
}
