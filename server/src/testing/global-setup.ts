import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { createTemplateDatabase, dropDatabase } from './pg-databases.js';
import { writeTemplate } from './pg-template.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Path of the migrated + seeded PGlite data dir (a tar) that every test app starts from. */
    pgTemplatePath: string;
    /** On PostgreSQL (project server-pg): the template database each test app copies. */
    pgTemplateDatabase: string;
  }
}

/**
 * Builds the template once per test run: on PostgreSQL (project server-pg) a template database that
 * each test app copies, else a PGlite data dir that each test app loads in under a second.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  // global setup runs in the main process: the project's env says which database this run is on
  const onPg =
    project.config.env?.OPSDECK_TEST_ON_PG === '1' ? process.env.OPSDECK_TEST_DATABASE_URL : undefined;
  if (onPg) {
    const url = onPg;
    const name = await createTemplateDatabase(url);
    project.provide('pgTemplatePath', '');
    project.provide('pgTemplateDatabase', name);
    return () => dropDatabase(url, name);
  }
  const dir = mkdtempSync(join(tmpdir(), 'opsdeck-pg-template-'));
  const path = join(dir, 'template.tar');
  await writeTemplate(path);
  project.provide('pgTemplatePath', path);
  project.provide('pgTemplateDatabase', '');
  return async () => rmSync(dir, { recursive: true, force: true });
}
