import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, test } from 'vitest';
import { DataDirLockedError, LOCK_FILE, lockDataDir } from './data-dir-lock.js';

const dirs: string[] = [];
function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'opsdeck-lock-unit-'));
  dirs.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** The pid of a process that has exited. */
function deadPid(): number {
  const child = spawnSync(process.execPath, ['-e', 'console.log(process.pid)'], { encoding: 'utf8' });
  return Number(child.stdout.trim());
}

function writeLock(dir: string, owner: object): void {
  writeFileSync(join(dir, LOCK_FILE), JSON.stringify(owner));
}

describe('lockDataDir', () => {
  test('a held dir is refused, naming the holder and the ways to run a second server', () => {
    const dir = tempDir();
    const lock = lockDataDir(dir);
    let error: unknown;
    try {
      lockDataDir(dir);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(DataDirLockedError);
    const message = (error as Error).message;
    expect(message).toContain(`pid ${process.pid}`);
    expect(message).toContain('DATA_DIR=');
    expect(message).toContain('DATABASE_URL=');
    lock.release();
    expect(existsSync(join(dir, LOCK_FILE))).toBe(false);
    lockDataDir(dir).release();
  });

  test('a lock left by a dead process is stale and taken over', () => {
    const dir = tempDir();
    writeLock(dir, { pid: deadPid(), startTicks: null, host: hostname(), command: 'x', since: 'then' });
    const lock = lockDataDir(dir);
    expect(JSON.parse(readFileSync(join(dir, LOCK_FILE), 'utf8')).pid).toBe(process.pid);
    lock.release();
  });

  test.skipIf(!existsSync('/proc/self/stat'))(
    'a live pid that started after the lock was taken is not its owner',
    () => {
      const dir = tempDir();
      // a live pid (our parent) with another start time: the pid was reused since the lock was taken
      writeLock(dir, { pid: process.ppid, startTicks: 1, host: hostname(), command: 'x', since: 'then' });
      const lock = lockDataDir(dir);
      lock.release();
    },
  );

  test('a lock from another host is treated as held', () => {
    const dir = tempDir();
    writeLock(dir, { pid: 1, startTicks: null, host: 'elsewhere.example', command: 'x', since: 'then' });
    expect(() => lockDataDir(dir)).toThrow(/on host elsewhere\.example/);
  });

  // six processes that each load TypeScript: seconds apiece on a loaded machine
  test('several processes racing for a stale lock: exactly one takes it', { timeout: 120_000 }, async () => {
    const dir = tempDir();
    writeLock(dir, { pid: deadPid(), startTicks: null, host: hostname(), command: 'x', since: 'then' });
    const moduleUrl = new URL('./data-dir-lock.ts', import.meta.url).href;
    const script = `
      const { lockDataDir } = await import(${JSON.stringify(moduleUrl)});
      try { lockDataDir(${JSON.stringify(dir)}); console.log('took'); setInterval(() => {}, 1000); }
      catch (e) { console.log(e.name); process.exit(0); }`;
    const root = fileURLToPath(new URL('../../..', import.meta.url));
    const children = Array.from({ length: 6 }, () =>
      spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
        cwd: root,
        stdio: ['ignore', 'pipe', 'inherit'],
      }),
    );
    const firstLines = await Promise.all(
      children.map(
        (child) =>
          new Promise<string>((resolve) => {
            let out = '';
            child.stdout?.on('data', (d) => {
              out += d;
              if (out.includes('\n')) resolve(out.trim());
            });
            child.once('exit', () => resolve(out.trim()));
          }),
      ),
    );
    for (const child of children) child.kill('SIGKILL');
    expect(firstLines.filter((l) => l === 'took')).toHaveLength(1);
    expect(firstLines.filter((l) => l === 'DataDirLockedError')).toHaveLength(5);
  });
});
