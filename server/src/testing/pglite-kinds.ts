import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { describe } from 'vitest';
import { createThreadedPglite } from '../db/client.js';
import type { ThreadedPglite } from '../db/pglite-thread-client.js';

/** An open PGlite for a suite, and how to close it (and remove its temp dir). */
export type OpenPglite = () => Promise<{ pg: PGlite; close: () => Promise<void> }>;

/**
 * The same tests on both kinds of PGlite the server runs: `<name> on PGlite in this thread` (in
 * memory) and `<name> on PGlite in a worker thread` (a temp data dir of its own). `suite` registers
 * the tests with the opener of its database.
 */
export function onBothPgliteKinds(name: string, suite: (open: OpenPglite) => void): void {
  describe(`${name} on PGlite in this thread`, () => {
    suite(async () => {
      const pg = await PGlite.create();
      return { pg, close: () => pg.close() };
    });
  });
  describe(`${name} on PGlite in a worker thread`, () => {
    suite(async () => {
      const dir = mkdtempSync(join(tmpdir(), 'opsdeck-pglite-kinds-'));
      const pg = (await createThreadedPglite(dir)) as unknown as ThreadedPglite;
      return {
        pg: pg as unknown as PGlite,
        close: async () => {
          await pg.close();
          rmSync(dir, { recursive: true, force: true });
        },
      };
    });
  });
}
