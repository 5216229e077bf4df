import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A PGlite data dir migrated and seeded once per run; each started server gets a copy ('' = none). */
    seededDataDir: string;
  }
}

const ROOT = new URL('../..', import.meta.url).pathname;

/**
 * Seeds one data dir per run with the built seed script, so a test's server starts on a copy of it
 * instead of migrating and seeding its own (the slowest part of a start on a busy machine).
 */
export default function setup(project: TestProject): () => void {
  const script = join(ROOT, 'server/dist/scripts/seed.js');
  const dir = mkdtempSync(join(tmpdir(), 'opsdeck-e2e-seed-'));
  const { DATABASE_URL: _ignored, ...env } = process.env;
  const seeded = existsSync(script)
    ? spawnSync(process.execPath, [script], {
        cwd: ROOT,
        env: { ...env, DATA_DIR: dir, LOG_LEVEL: 'warn' },
        encoding: 'utf8',
      })
    : undefined;
  // without a built seed (or when it fails) every server seeds itself, as it would on a first start
  project.provide('seededDataDir', seeded?.status === 0 ? dir : '');
  return () => rmSync(dir, { recursive: true, force: true });
}
