import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect } from 'vitest';
import { ANSI, assertCliBuilt, type Result, runCli } from '../helpers/cli.js';
import { type RunningServer, startServer } from '../helpers/start-server.js';

// Spawning the built CLI as different operators (one config dir each) for tests/cli/money.test.ts.

export { ANSI, type Result } from '../helpers/cli.js';

/** Runs the CLI against one server; each operator is a home directory with its own token. */
export function cliRunner(apiUrl: string) {
  const homes: string[] = [];

  /** Runs `opsdeck …` piped (no terminal anywhere) as `who`. */
  const opsdeck = (who: string, args: string[], input = ''): Promise<Result> =>
    runCli(who, apiUrl, args, { input });

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

/** A real server for the built CLI, and a runner against it (call in beforeAll). */
export async function startCliServer(): Promise<{
  server: RunningServer;
  cli: ReturnType<typeof cliRunner>;
}> {
  assertCliBuilt();
  const server = await startServer();
  return { server, cli: cliRunner(server.apiUrl) };
}

/** Parses stdout as JSON after checking the command succeeded with nothing but data there. */
export function json<T>(r: Result): T {
  expect(r.code, r.stderr).toBe(0);
  expect(r.stdout).not.toMatch(ANSI);
  return JSON.parse(r.stdout) as T;
}
