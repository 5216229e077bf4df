import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * Where a browser suite writes its screenshots: the folder named by `envVar` when set (kept, for a
 * visual check), else a fresh temp folder of its own that `remove()` deletes after the suite.
 */
export function screenshotDir(envVar: string, prefix: string): { dir: string; remove: () => void } {
  const chosen = process.env[envVar];
  if (chosen) {
    mkdirSync(chosen, { recursive: true });
    return { dir: chosen, remove: () => {} };
  }
  const dir = mkdtempSync(join(tmpdir(), prefix));
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}
