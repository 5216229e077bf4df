import {
  closeSync,
  mkdirSync,
  openSync,
  readFileSync,
  renameSync,
  rmdirSync,
  statSync,
  unlinkSync,
  writeSync,
} from 'node:fs';
import { hostname } from 'node:os';
import { join } from 'node:path';

/**
 * One process per embedded data dir. PGlite is a single-process database: two processes on one
 * `DATA_DIR/pg` each keep their own copy of the pages in memory, and the one that writes last wins
 * (a second server once acknowledged a re-issue that was gone after a restart). Whatever opens
 * PGlite on a data dir (the server, the seed, backup and restore, the benches) takes this lock
 * first; a second process finds it held and stops at once, saying who holds it.
 *
 * The lock is a file, `DATA_DIR/opsdeck.lock`, created with O_EXCL and holding the owner's pid,
 * its start time (Linux: /proc/<pid>/stat, so a reused pid is not taken for the owner), host and
 * command. A lock whose owner is gone (kill -9, a crash) is stale: the next process removes it
 * and takes the lock, one recoverer at a time.
 */

/** The lock file's name inside the data dir. */
export const LOCK_FILE = 'opsdeck.lock';

/** What the lock file records about its owner. */
export interface LockOwner {
  pid: number;
  /** The owner's start time in clock ticks since boot (Linux), or null where unknown. */
  startTicks: number | null;
  host: string;
  command: string;
  /** ISO time the lock was taken. */
  since: string;
}

/** A held lock: release it when the database is closed (also done at process exit). */
export interface DataDirLock {
  path: string;
  release(): void;
}

/** Another live process holds the data dir. */
export class DataDirLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly owner: LockOwner,
  ) {
    super(lockedMessage(dataDir, owner));
    this.name = 'DataDirLockedError';
  }
}

function lockedMessage(dataDir: string, owner: LockOwner): string {
  const where = owner.host === hostname() ? `pid ${owner.pid}` : `pid ${owner.pid} on host ${owner.host}`;
  return [
    `The data dir ${dataDir} is in use by another OpsDeck process (${where}: ${owner.command}, since ${owner.since}).`,
    'The embedded database (PGlite) serves one process at a time; a second one would lose writes.',
    'Stop that process first, or run this one on its own data:',
    '  another data dir:  DATA_DIR=./data-2 npm start',
    '  or PostgreSQL, which several server processes can share:  DATABASE_URL=postgres://user:pass@host:5432/opsdeck npm start',
    `If no such process exists any more, remove ${join(dataDir, LOCK_FILE)} by hand.`,
  ].join('\n');
}

/** A process's start time in clock ticks since boot (field 22 of /proc/<pid>/stat), null elsewhere. */
function startTicksOf(pid: number): number | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // the command (field 2) is in parentheses and may hold spaces: count fields after its ')'
    const rest = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const ticks = Number(rest[19]);
    return Number.isFinite(ticks) ? ticks : null;
  } catch {
    return null;
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to another user
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Whether the recorded owner still runs (on another host we cannot tell, so we assume it does). */
export function ownerAlive(owner: LockOwner): boolean {
  if (owner.host !== hostname()) return true;
  if (owner.pid === process.pid) return true;
  if (!isAlive(owner.pid)) return false;
  if (owner.startTicks === null) return true;
  const ticks = startTicksOf(owner.pid);
  // the pid now belongs to a process that started later: the owner is gone
  return ticks === null || ticks === owner.startTicks;
}

function readOwner(path: string): LockOwner | null {
  try {
    const parsed = JSON.parse(readFileSync(path, 'utf8')) as Partial<LockOwner>;
    if (typeof parsed.pid !== 'number') return null;
    return {
      pid: parsed.pid,
      startTicks: typeof parsed.startTicks === 'number' ? parsed.startTicks : null,
      host: typeof parsed.host === 'string' ? parsed.host : hostname(),
      command: typeof parsed.command === 'string' ? parsed.command : 'unknown',
      since: typeof parsed.since === 'string' ? parsed.since : 'unknown',
    };
  } catch {
    return null;
  }
}

function ownerOfThisProcess(): LockOwner {
  return {
    pid: process.pid,
    startTicks: startTicksOf(process.pid),
    host: hostname(),
    command: process.argv
      .slice(1)
      .map((a) => a.replace(/^.*\/(server|scripts|bench)\//, '$1/'))
      .join(' ')
      .slice(0, 200),
    since: new Date().toISOString(),
  };
}

/** Creates the lock file if none exists; false when one does. */
function tryCreate(path: string, owner: LockOwner): boolean {
  let fd: number;
  try {
    fd = openSync(path, 'wx', 0o644);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
  try {
    writeSync(fd, `${JSON.stringify(owner)}\n`);
  } finally {
    closeSync(fd);
  }
  return true;
}

/** A recoverer that died mid-recovery leaves its directory; after this long it is taken over. */
const RECOVERY_STALE_MS = 10_000;

/**
 * Removes a stale lock file, one process at a time (a directory made with mkdir is the mutex), and
 * only if the file still names the dead owner: two processes that both saw it stale must not
 * remove the lock the faster one has just taken.
 */
function removeStale(path: string, stale: LockOwner): void {
  const mutex = `${path}.recovering`;
  try {
    mkdirSync(mutex);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    try {
      if (Date.now() - statSync(mutex).mtimeMs > RECOVERY_STALE_MS) rmdirSync(mutex);
    } catch {
      // another recoverer removed it first
    }
    return;
  }
  try {
    const current = readOwner(path);
    if (current && current.pid === stale.pid && current.since === stale.since && !ownerAlive(current)) {
      // rename first so that no reader ever sees a half-removed file
      const aside = `${path}.stale-${process.pid}`;
      renameSync(path, aside);
      unlinkSync(aside);
    } else if (current === null) {
      // unreadable (a writer killed between create and write): only remove it once it is old
      const age = Date.now() - statSync(path).mtimeMs;
      if (age > RECOVERY_STALE_MS) unlinkSync(path);
    }
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  } finally {
    rmdirSync(mutex);
  }
}

const held = new Map<string, DataDirLock>();
const pause = new Int32Array(new SharedArrayBuffer(4));

function releaseAllAtExit(): void {
  for (const lock of held.values()) lock.release();
}

/**
 * Takes the exclusive lock on a data dir (creating the dir), or throws DataDirLockedError naming the
 * process that holds it (this one included: one process opens a data dir once). A stale lock (its
 * process gone) is recovered. Released by `release()`, and at the latest when this process exits.
 */
export function lockDataDir(dataDir: string): DataDirLock {
  mkdirSync(dataDir, { recursive: true });
  const path = join(dataDir, LOCK_FILE);
  const owner = ownerOfThisProcess();
  for (let attempt = 0; attempt < 50; attempt++) {
    if (tryCreate(path, owner)) {
      const lock: DataDirLock = {
        path,
        release: () => {
          if (!held.delete(path)) return;
          const current = readOwner(path);
          if (current?.pid === process.pid && current.since === owner.since) {
            try {
              unlinkSync(path);
            } catch {
              // already gone
            }
          }
        },
      };
      if (held.size === 0) process.once('exit', releaseAllAtExit);
      held.set(path, lock);
      return lock;
    }
    const current = readOwner(path);
    if (current && ownerAlive(current)) throw new DataDirLockedError(dataDir, current);
    removeStale(path, current ?? { ...owner, pid: -1, since: '' });
    // another process may be recovering it: give it a moment
    Atomics.wait(pause, 0, 0, 10);
  }
  const last = readOwner(path);
  if (last) throw new DataDirLockedError(dataDir, last);
  throw new Error(`Could not take the lock ${path}; remove it by hand if no OpsDeck process runs.`);
}
