import { expect } from 'vitest';
import { ANSI, type Result, startCliServer } from '../helpers/cli.js';

// What the suites that run the built CLI as several operators share (the runner is in tests/helpers).

export { ANSI, cliRunner, type Result, startCliServer } from '../helpers/cli.js';

/** Parses stdout as JSON after checking the command succeeded with nothing but data there. */
export function json<T>(r: Result): T {
  expect(r.code, r.stderr).toBe(0);
  expect(r.stdout).not.toMatch(ANSI);
  return JSON.parse(r.stdout) as T;
}

/** A started server and the built CLI signed in as the demo admin and the demo user. */
export async function serverWithOperators() {
  const { server, cli } = await startCliServer();
  const admin = await cli.signedIn('13800000001', 'Admin@123');
  const operator = await cli.signedIn('13800000002', 'User@1234');
  return { server, cli, admin, operator };
}
