import { spawn } from 'node:child_process';
import type { Role } from '@opsdeck/shared/schemas';
import type { CliEnv } from '../../env.js';
import { writeLine } from '../../io/io-streams.js';
import { writeJson } from '../../output/json.js';
import { renderInfo } from '../../ui/render.js';
import type { ServiceContext } from '../context.js';
import { pageUrl, resolveRoute } from './route.js';

/** Options of `opsdeck open`. */
export interface OpenOptions {
  route: string;
  json: boolean;
  jsonFields?: readonly string[];
  /** --jq: the JSON filtered by a jq expression. */
  jq?: string;
}

/** What `open --json` prints. */
export interface OpenResult {
  url: string;
  route: string;
  path: string;
  opened: boolean;
}

/** Starts a program and resolves true once it runs, false when it cannot be started. */
export type Launch = (command: string, args: readonly string[]) => Promise<boolean>;

const launchDetached: Launch = (command, args) =>
  new Promise((resolve) => {
    const child = spawn(command, [...args], { stdio: 'ignore', detached: true });
    child.once('error', () => resolve(false));
    child.once('spawn', () => {
      child.unref();
      resolve(true);
    });
  });

/** The command that shows a URL in a browser here, or undefined when there is no browser at hand. */
export function browserCommand(env: Pick<CliEnv, 'browser' | 'display' | 'platform'>, url: string) {
  if (env.browser) return { command: env.browser, args: [url] };
  if (env.platform === 'darwin') return { command: 'open', args: [url] };
  if (env.platform === 'win32') return { command: 'cmd', args: ['/c', 'start', '""', url] };
  if (env.display) return { command: 'xdg-open', args: [url] };
  return undefined;
}

/**
 * Prints the console URL of a page (checked against the shared catalogue, and against the role the
 * operator signed in with, when known), and opens it in a browser when stdout is a terminal and a
 * browser is at hand. Scripts get just the URL.
 */
export async function openPage(
  ctx: ServiceContext,
  env: Pick<CliEnv, 'browser' | 'display' | 'platform'>,
  opts: OpenOptions,
  launch: Launch = launchDetached,
): Promise<OpenResult> {
  const { t, io } = ctx;
  const [{ allRoutes, publicRoutes }, { canAccessRoute }] = await Promise.all([
    import('@opsdeck/shared/catalogue'),
    import('@opsdeck/shared/permissions'),
  ]);
  const role = ctx.envToken ? undefined : (ctx.credentials().get(ctx.server)?.role as Role | undefined);
  const target = resolveRoute(
    t,
    { routes: [...allRoutes(), ...publicRoutes], canAccess: (r, rl) => canAccessRoute(r, rl) },
    opts.route,
    role === 'admin' || role === 'user' ? role : undefined,
  );
  const url = pageUrl(ctx.server, target);
  const browser = io.isStdoutTTY() ? browserCommand(env, url) : undefined;
  const opened = browser ? await launch(browser.command, browser.args) : false;
  const result = { url, route: target.route.name, path: target.route.path, opened };
  if (opts.json) writeJson(io, result, opts);
  else {
    writeLine(io.stdout, url);
    if (opened) renderInfo(io, t('cli.open.opened'));
  }
  return result;
}
