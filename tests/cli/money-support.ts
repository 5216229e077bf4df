import { beforeAll, expect } from 'vitest';
import { ANSI, type CliSuite, type Result, useCliServer } from '../helpers/cli.js';

// What the suites that run the built CLI as several operators share (the runner is in tests/helpers).

export { ANSI, cliRunner, type Result, startCliServer } from '../helpers/cli.js';

/** Parses stdout as JSON after checking the command succeeded with nothing but data there. */
export function json<T>(r: Result): T {
  expect(r.code, r.stderr).toBe(0);
  expect(r.stdout).not.toMatch(ANSI);
  return JSON.parse(r.stdout) as T;
}

/** The demo operators' sign-ins, by the name a suite gives each. */
const SIGN_INS = {
  admin: ['13800000001', 'Admin@123'],
  admin2: ['13800000003', 'Admin@456'],
  operator: ['13800000002', 'User@1234'],
} as const;

/**
 * The file's server and built CLI (useCliServer: started before its tests, stopped after), signed in
 * as each named demo operator: `suite.admin` is the admin's home, to run `suite.cli.opsdeck(suite.admin, …)`.
 */
export function useCliOperators<N extends keyof typeof SIGN_INS>(
  ...names: N[]
): CliSuite & Record<N, string> {
  const suite = useCliServer();
  const homes = suite as unknown as Record<N, string>;
  beforeAll(async () => {
    for (const name of names) {
      const [phone, password] = SIGN_INS[name];
      homes[name] = await suite.cli.signedIn(phone, password);
    }
  }, 120_000);
  return suite as CliSuite & Record<N, string>;
}
