import type { Session, SignInStep } from '@opsdeck/shared/auth';
import { ApiError, BugError, UsageError } from '@opsdeck/shared/errors';
import {
  formatIssues,
  joinMessages,
  type LoginBody,
  loginBodySchema,
  type Profile,
} from '@opsdeck/shared/schemas';
import { errorLines } from '../../exit-codes.js';
import { readAll, readSecret } from '../../io/read-stdin.js';
import { writeJson } from '../../output/json.js';
import {
  renderInfo,
  renderLoginForm,
  renderSecretPrompt,
  renderSuccess,
  renderWarning,
} from '../../ui/render.js';
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
  /** --otp-stdin: the two-factor code is the line after the password on stdin. */
  otpStdin?: boolean;
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
  throw new UsageError(
    joinMessages(
      issues.map((i) => i.message),
      ctx.locale,
    ),
  );
}

/** The password step: the session, and the challenge when the account has TOTP on. */
async function signIn(ctx: ServiceContext, body: LoginBody): Promise<{ session: Session; step: SignInStep }> {
  const session = await ctx.session({ phone: body.phone });
  return { session, step: await session.login(body) };
}

/** Asks for the code on the terminal until it is right (three tries); a wrong one says why. */
async function promptCode(ctx: ServiceContext, session: Session, challenge: string): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    const code = await renderSecretPrompt({
      io: ctx.io,
      label: ctx.t('cli.login.codeLabel'),
      hint: ctx.t('cli.login.codeHint'),
    });
    try {
      await session.verify({ challenge, code });
      return;
    } catch (error) {
      const wrongCode =
        error instanceof ApiError && error.status === 400 && error.details?.[0]?.field === 'code';
      if (!wrongCode || attempt >= 3) throw error;
      renderWarning(ctx.io, error.message);
    }
  }
}

/**
 * Signs in: from --phone and a password on stdin for scripts, else with the form on a terminal.
 * Saves the token for this server and the server as the default, then greets with the profile.
 */
export async function login(ctx: ServiceContext, opts: LoginOptions): Promise<LoginResult> {
  const { io, t } = ctx;
  let session: Session | undefined;
  if (opts.otpStdin && !opts.passwordStdin) throw new UsageError(t('cli.login.otpNeedsPassword'));
  if (opts.passwordStdin) {
    if (opts.phone === undefined) throw new UsageError(t('cli.login.phoneRequired'));
    // with --otp-stdin: the password on the first line, the code on the second
    const [password = '', code = ''] = opts.otpStdin
      ? (await readAll(io.stdin)).split(/\r?\n/)
      : [await readSecret(io.stdin)];
    const signedIn = await signIn(ctx, validBody(ctx, { phone: opts.phone, password }));
    if ('challenge' in signedIn.step) {
      if (!opts.otpStdin || !code.trim()) throw new UsageError(t('cli.login.otpMissing'));
      await signedIn.session.verify({ challenge: signedIn.step.challenge, code: code.trim() });
    }
    session = signedIn.session;
  } else if (io.canPrompt()) {
    let challenge: string | undefined;
    await renderLoginForm({
      io,
      t,
      locale: ctx.locale,
      server: ctx.server,
      initialPhone: opts.phone,
      submit: async (body) => {
        try {
          const signedIn = await signIn(ctx, body);
          session = signedIn.session;
          challenge = 'challenge' in signedIn.step ? signedIn.step.challenge : undefined;
          return null;
        } catch (error) {
          return errorLines(error, t);
        }
      },
    });
    // TOTP on: the code is asked once the form is gone
    if (session && challenge) await promptCode(ctx, session, challenge);
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
