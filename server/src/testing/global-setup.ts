import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { writeTemplate } from './pg-template.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Path of the migrated + seeded PGlite data dir tarball that every test app starts from. */
    pgTemplatePath: string;
  }
}

/** Builds the PGlite template once per test run (about 2.5 s) so each test app loads it in about 0.5 s. */
export default async function setup(project: TestProject): Promise<() => void> {
  const dir = mkdtempSync(join(tmpdir(), 'opsdeck-pg-template-'));
  const path = join(dir, 'template.tgz');
  await writeTemplate(path);
  project.provide('pgTemplatePath', path);
  return () => rmSync(dir, { recursive: true, force: true });
}
