import type { Session } from '@opsdeck/shared/auth';
import { BugError, UsageError } from '@opsdeck/shared/errors';
import { formatIssues, type LoginBody, loginBodySchema, type Profile } from '@opsdeck/shared/schemas';
import { errorLines } from '../../exit-codes.js';
import { readSecret } from '../../io/read-stdin.js';
import { writeJson } from '../../output/json.js';
import { renderInfo, renderLoginForm, renderSuccess } from '../../ui/render.js';
import type { ServiceContext } from '../context.js';

/** Options of `opsdeck login`. */
export interface LoginOptions {
  json: boolean;
  /** --json a,b: only these fields. */
  jsonFields?: readonly string[];
  /** --jq: the JSON filtered by a jq expression. */
  jq?: string;
  phone?: string;
  passwordStdin: boolean;
}

/** What `login --json` prints: never the token. */
export interface LoginResult {
  server: string;
  phone: string;
  name: string;
  role: Profile['role'];
}

/** Checks the body with the shared schema; the first message (spec §5 text) is the usage error. */
function validBody(ctx: ServiceContext, body: LoginBody): LoginBody {
  const result = loginBodySchema.safeParse(body);
  if (result.success) return result.data;
  const issues = formatIssues(result.error.issues, ctx.locale);
  throw new UsageError(issues.map((i) => i.message).join('; '));
}

async function signIn(ctx: ServiceContext, body: LoginBody): Promise<Session> {
  const session = await ctx.session({ phone: body.phone });
  await session.login(body);
  return session;
}

/**
 * Signs in: from --phone and a password on stdin for scripts, else with the form on a terminal.
 * Saves the token for this server and the server as the default, then greets with the profile.
 */
export async function login(ctx: ServiceContext, opts: LoginOptions): Promise<LoginResult> {
  const { io, t } = ctx;
  let session: Session | undefined;
  if (opts.passwordStdin) {
    if (opts.phone === undefined) throw new UsageError(t('cli.login.phoneRequired'));
    const password = await readSecret(io.stdin);
    session = await signIn(ctx, validBody(ctx, { phone: opts.phone, password }));
  } else if (io.canPrompt()) {
    await renderLoginForm({
      io,
      t,
      locale: ctx.locale,
      server: ctx.server,
      initialPhone: opts.phone,
      submit: async (body) => {
        try {
          session = await signIn(ctx, body);
          return null;
        } catch (error) {
          return errorLines(error, t);
        }
      },
    });
  } else {
    throw new UsageError(t('cli.login.needsTerminal'));
  }

  if (!session) throw new BugError('login finished without a session');
  ctx.config().set('server', ctx.server);
  const profile = await session.profile();
  const saved = ctx.credentials().get(ctx.server);
  if (saved && profile.role) ctx.credentials().set(ctx.server, { ...saved, role: profile.role });
  const result: LoginResult = {
    server: ctx.server,
    phone: profile.phone,
    name: profile.name,
    role: profile.role,
  };
  if (opts.json) writeJson(io, result, opts);
  else {
    const role = profile.role ? t(`common.roles.${profile.role}`) : t('common.none');
    renderSuccess(io, t('cli.login.signedIn', { server: ctx.server, name: profile.name, role }));
  }
  if (ctx.envToken) renderInfo(io, t('cli.login.envTokenSet'));
  return result;
}
