import type { Command } from 'commander';
import type { Factory } from '../factory.js';
import { createTestFactory } from './test-factory.js';

/** A `define…Command` with its run seam (what the command would run). */
export type Define = (f: Factory, run: (opts: unknown) => Promise<unknown>) => Command;

/** Parses argv with the run seam and returns the options object the command built. */
export async function parseCommand(define: Define, argv: string[]): Promise<unknown> {
  let seen: unknown;
  const cmd = define(createTestFactory(), async (opts) => {
    seen = opts;
  });
  cmd.exitOverride().configureOutput({ writeErr: () => {}, writeOut: () => {} });
  await cmd.parseAsync(argv, { from: 'user' });
  return seen;
}
