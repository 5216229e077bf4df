import { expect } from 'vitest';
import { ANSI, type Result } from '../helpers/cli.js';

// What the suites that run the built CLI as several operators share (the runner is in tests/helpers).

export { ANSI, cliRunner, type Result, startCliServer } from '../helpers/cli.js';

/** Parses stdout as JSON after checking the command succeeded with nothing but data there. */
export function json<T>(r: Result): T {
  expect(r.code, r.stderr).toBe(0);
  expect(r.stdout).not.toMatch(ANSI);
  return JSON.parse(r.stdout) as T;
}
