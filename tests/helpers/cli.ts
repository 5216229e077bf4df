import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { ROOT, type RunningServer, startServer } from './start-server.js';

/** The built CLI (cli/bin/opsdeck.js runs cli/bundle). */
export const CLI = join(ROOT, 'cli/bin/opsdeck.js');

// biome-ignore lint/suspicious/noControlCharactersInRegex: looking for ANSI escape sequences
export const ANSI = /\u001b\[/;

/** What one run of the CLI left behind. */
export interface Result {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Fails the suite early when the CLI bundle is missing (call it in beforeAll). */
export function assertCliBuilt(): void {
  if (!existsSync(join(ROOT, 'cli/bundle/opsdeck.js'))) throw new Error('build the CLI first: npm run build');
}

/**
 * The environment of a CLI run as the operator whose home is `home`, against `apiUrl`: the caller's
 * OPSDECK_*, NO_COLOR and locale variables removed, `extra` added last.
 */
function cliEnv(home: string, apiUrl: string, extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const key of ['OPSDECK_SERVER', 'OPSDECK_TOKEN', 'OPSDECK_LANG', 'NO_COLOR', 'LC_ALL', 'LANG'])
    delete env[key];
  return { ...env, HOME: home, XDG_CONFIG_HOME: join(home, 'config'), OPSDECK_SERVER: apiUrl, ...extra };
}

/** A spawned `opsdeck` run: the process and its end. */
export interface Running {
  child: ChildProcess;
  done: Promise<Result & { signal: NodeJS.Signals | null }>;
}

/** Starts `opsdeck …` with piped output (stdin piped when `input` is given, else closed). */
export function startCli(
  home: string,
  apiUrl: string,
  args: string[],
  opts: { input?: string; env?: Record<string, string> } = {},
): Running {
  const child = spawn(process.execPath, [CLI, ...args], {
    env: cliEnv(home, apiUrl, opts.env),
    stdio: [opts.input === undefined ? 'ignore' : 'pipe', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout?.on('data', (d) => {
    stdout += d;
  });
  child.stderr?.on('data', (d) => {
    stderr += d;
  });
  const done = new Promise<Result & { signal: NodeJS.Signals | null }>((resolve, reject) => {
    child.on('error', reject);
    child.on('close', (code, signal) => resolve({ code, signal, stdout, stderr }));
  });
  child.stdin?.end(opts.input);
  return { child, done };
}

/** Runs `opsdeck …` piped (no terminal anywhere) to its end; `input` goes to its stdin. */
export async function runCli(
  home: string,
  apiUrl: string,
  args: string[],
  opts: { input?: string; env?: Record<string, string> } = {},
): Promise<Result> {
  const { code, stdout, stderr } = await startCli(home, apiUrl, args, { ...opts, input: opts.input ?? '' })
    .done;
  return { code, stdout, stderr };
}

/** Runs the CLI against one server; each operator is a home directory with its own token. */
export function cliRunner(apiUrl: string) {
  const homes: string[] = [];

  /** Runs `opsdeck …` piped (no terminal anywhere) as `who`. */
  const opsdeck = (who: string, args: string[], input = ''): Promise<Result> =>
    runCli(who, apiUrl, args, { input });

  /** A fresh home directory: an operator who is not signed in. */
  function newHome(): string {
    const home = mkdtempSync(join(tmpdir(), 'opsdeck-cli-home-'));
    homes.push(home);
    return home;
  }

  /** A home directory signed in with `login --password-stdin`. */
  async function signedIn(phone: string, password: string): Promise<string> {
    const home = newHome();
    const r = await opsdeck(home, ['login', '--phone', phone, '--password-stdin'], `${password}\n`);
    if (r.code !== 0) throw new Error(`login ${phone} failed: ${r.stderr}`);
    return home;
  }

  const cleanup = () => {
    for (const home of homes) rmSync(home, { recursive: true, force: true });
  };
  return { opsdeck, newHome, signedIn, cleanup };
}

/** A real server for the built CLI, and a runner against it (call in beforeAll). */
export async function startCliServer(): Promise<{
  server: RunningServer;
  cli: ReturnType<typeof cliRunner>;
}> {
  assertCliBuilt();
  const server = await startServer();
  return { server, cli: cliRunner(server.apiUrl) };
}

/** A CLI suite: a real server and a runner started before its tests, with one temp home; stopped after. */
export interface CliSuite {
  server: RunningServer;
  cli: ReturnType<typeof cliRunner>;
  /** The home (config dir) of the suite's operator, not signed in at first. */
  home: string;
}

/** Registers the suite's server and home (beforeAll / afterAll); the fields are set once it runs. */
export function useCliServer(): CliSuite {
  const suite = {} as CliSuite;
  beforeAll(async () => {
    Object.assign(suite, await startCliServer());
    suite.home = suite.cli.newHome();
  });
  afterAll(async () => {
    await suite.server?.stop();
    suite.cli?.cleanup();
  });
  return suite;
}
