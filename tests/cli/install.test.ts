import { readFileSync, readlinkSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import { describe, expect, test } from 'vitest';
import { ROOT } from '../helpers/start-server.js';

const require = createRequire(import.meta.url);
const semver = require('semver') as {
  minVersion(range: string): { version: string };
  satisfies(v: string, r: string): boolean;
  subset(sub: string, dom: string): boolean;
};

interface LockPackage {
  version?: string;
  engines?: { node?: string };
  bin?: Record<string, string>;
  optional?: boolean;
}
const json = (path: string) => JSON.parse(readFileSync(join(ROOT, path), 'utf8'));

/**
 * Known exceptions, each named with its version so that any other (or a newer) one fails: none
 * (pg-boss, the one there was, is pinned to 10.x, which supports Node 20).
 */
const KNOWN = new Set<string>();

describe('install as a newcomer does', () => {
  test('every installed package supports the oldest Node the engines field names (no EBADENGINE)', () => {
    const engines = json('package.json').engines.node as string;
    const oldest = semver.minVersion(engines).version;
    const lock = json('package-lock.json') as { packages: Record<string, LockPackage> };
    const refused = Object.entries(lock.packages)
      .filter(([path, p]) => path !== '' && !p.optional && p.engines?.node)
      .filter(([path, p]) => !KNOWN.has(`${path}@${p.version}`))
      .filter(([, p]) => !semver.satisfies(oldest, p.engines?.node ?? '*'))
      .map(([path, p]) => `${path}@${p.version} wants node ${p.engines?.node}`);
    expect(refused, `Node ${oldest} (engines ${engines})`).toEqual([]);
  });

  test('the engines field is true: every installed package supports every Node version it names', () => {
    // not only the oldest: a package that wants Node 22.12 would refuse 20.20 (EBADENGINE on CI's Node)
    const engines = json('package.json').engines.node as string;
    const lock = json('package-lock.json') as { packages: Record<string, LockPackage> };
    const narrower = Object.entries(lock.packages)
      .filter(([path, p]) => path !== '' && !p.optional && p.engines?.node)
      .filter(([, p]) => !semver.subset(engines, p.engines?.node ?? '*'))
      .map(([path, p]) => `${path}@${p.version} wants node ${p.engines?.node}`);
    expect(narrower, `engines ${engines}`).toEqual([]);
    expect(semver.satisfies(process.version, engines), `this Node (${process.version})`).toBe(true);
  });

  test('npx opsdeck runs the linked CLI bin directly: the root package declares no bin of its own', () => {
    // a root bin makes npm exec install the project into its cache and read the whole tree each call
    expect(json('package.json').bin).toBeUndefined();
    expect(json('cli/package.json').bin).toEqual({ opsdeck: './bin/opsdeck.js' });
    const link = join(ROOT, 'node_modules/.bin/opsdeck');
    expect(resolve(join(ROOT, 'node_modules/.bin'), readlinkSync(link))).toBe(
      resolve(ROOT, 'node_modules/@opsdeck/cli/bin/opsdeck.js'),
    );
  });

  test('every dependency install script is decided in allowScripts', () => {
    const allow = json('package.json').allowScripts as Record<string, boolean>;
    expect(allow).toMatchObject({ esbuild: true, msw: false });
  });

  test('build caches live in .cache/, not in node_modules', () => {
    const stale = readFileSync(join(ROOT, 'scripts/build-if-stale.mjs'), 'utf8');
    expect(stale).toContain("join(root, '.cache', 'opsdeck-build-stamp')");
    expect(readFileSync(join(ROOT, 'web/vite.config.ts'), 'utf8')).toContain("'../.cache/vite'");
    expect(json('web/package.json').scripts.build).toContain('--configLoader runner');
    // vitest loads its configs through Vite too: without the runner it writes node_modules/.vite-temp
    for (const pkg of [
      'package.json',
      'cli/package.json',
      'server/package.json',
      'shared/package.json',
      'web/package.json',
    ]) {
      for (const [name, script] of Object.entries(json(pkg).scripts as Record<string, string>)) {
        if (/\bvitest run\b/.test(script))
          expect(script, `${pkg} ${name}`).toContain('vitest run --configLoader runner');
      }
    }
    expect(readFileSync(join(ROOT, 'vitest.config.ts'), 'utf8')).toContain("cacheDir: '.cache/vitest'");
    for (const config of ['web/tsconfig.json', 'tests/tsconfig.json', 'bench/tsconfig.json']) {
      expect(readFileSync(join(ROOT, config), 'utf8'), config).not.toContain('node_modules/.tmp');
    }
  });
});
