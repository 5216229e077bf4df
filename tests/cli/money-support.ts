import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect } from 'vitest';
import { ROOT, type RunningServer, startServer } from '../helpers/start-server.js';

// Spawning the built CLI as different operators (one config dir each) for tests/cli/money.test.ts.

const CLI = join(ROOT, 'cli/bin/opsdeck.js');
// biome-ignore lint/suspicious/noControlCharactersInRegex: looking for ANSI escape sequences
export const ANSI = /\u001b\[/;

/** What one run of the CLI left behind. */
export interface Result {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs the CLI against one server; each operator is a home directory with its own token. */
export function cliRunner(apiUrl: string) {
  const homes: string[] = [];

  /** Runs `opsdeck …` piped (no terminal anywhere) as `who`. */
  function opsdeck(who: string, args: string[], input = ''): Promise<Result> {
    const env: Record<string, string | undefined> = { ...process.env };
    for (const key of ['OPSDECK_SERVER', 'OPSDECK_TOKEN', 'OPSDECK_LANG', 'NO_COLOR', 'LC_ALL', 'LANG'])
      delete env[key];
    Object.assign(env, { HOME: who, XDG_CONFIG_HOME: join(who, 'config'), OPSDECK_SERVER: apiUrl });
    return new Promise((resolve, reject) => {
      const child = spawn(process.execPath, [CLI, ...args], { env, stdio: ['pipe', 'pipe', 'pipe'] });
      let stdout = '';
      let stderr = '';
      child.stdout.on('data', (d) => {
        stdout += d;
      });
      child.stderr.on('data', (d) => {
        stderr += d;
      });
      child.on('error', reject);
      child.on('close', (code) => resolve({ code, stdout, stderr }));
      child.stdin.end(input);
    });
  }

  /** A fresh home directory: an operator who is not signed in. */
  function newHome(): string {
    const home = mkdtempSync(join(tmpdir(), 'opsdeck-money-e2e-'));
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

/** Parses stdout as JSON after checking the command succeeded with nothing but data there. */
export function json<T>(r: Result): T {
  expect(r.code, r.stderr).toBe(0);
  expect(r.stdout).not.toMatch(ANSI);
  return JSON.parse(r.stdout) as T;
}

/** A started server and the built CLI signed in as the demo admin and the demo user. */
export async function serverWithOperators(): Promise<{
  server: RunningServer;
  cli: ReturnType<typeof cliRunner>;
  admin: string;
  operator: string;
}> {
  if (!existsSync(join(ROOT, 'cli/bundle/opsdeck.js'))) throw new Error('build the CLI first: npm run build');
  const server = await startServer();
  const cli = cliRunner(server.apiUrl);
  const admin = await cli.signedIn('13800000001', 'Admin@123');
  const operator = await cli.signedIn('13800000002', 'User@1234');
  return { server, cli, admin, operator };
}
