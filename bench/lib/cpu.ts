import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type pg from 'pg';

/**
 * CPU time of processes and threads on this machine (Linux /proc), for the benches' CPU columns: on a
 * shared machine a request's CPU is steadier than its wall time.
 */

/** The fields of a /proc stat file after the command name (field 3 is index 0). */
function statFields(path: string): string[] | null {
  try {
    return readFileSync(path, 'utf8').split(') ')[1]?.split(' ') ?? null;
  } catch {
    return null;
  }
}

/** user + system CPU ms of a process or thread (fields 14 and 15, in clock ticks of 10 ms), or null. */
function cpuOf(path: string): number | null {
  const fields = statFields(path);
  return fields ? (Number(fields[11]) + Number(fields[12])) * 10 : null;
}

/** A process's CPU ms so far (every thread), or null where unknown. */
export const processCpuMs = (pid: number | undefined): number | null =>
  pid === undefined ? null : cpuOf(`/proc/${pid}/stat`);

/** The CPU ms so far of a process's main thread only (its thread id is its process id), or null. */
export const mainThreadCpuMs = (pid: number | undefined): number | null =>
  pid === undefined ? null : cpuOf(`/proc/${pid}/task/${pid}/stat`);

/**
 * The CPU ms of a local PostgreSQL cluster so far: its live backends' plus what the backends that
 * ended used (the postmaster's cutime and cstime; pools close idle connections). NaN without a
 * postmaster (not local).
 */
export function postgresCpu(postmaster: string | null): () => number {
  return () => {
    if (!postmaster) return Number.NaN;
    const own = statFields(`/proc/${postmaster}/stat`);
    if (!own) return Number.NaN;
    let sum = (Number(own[13]) + Number(own[14])) * 10;
    for (const pid of readdirSync('/proc')) {
      if (!/^\d+$/.test(pid)) continue;
      const fields = statFields(`/proc/${pid}/stat`);
      // (gone meanwhile: null)
      if (fields?.[1] === postmaster) sum += (Number(fields[11]) + Number(fields[12])) * 10;
    }
    return sum;
  };
}

/** The postmaster's pid of the PostgreSQL `client` is connected to, when it runs on this machine. */
export async function postmasterPid(client: pg.Client): Promise<string | null> {
  try {
    const dir = (await client.query<{ data_directory: string }>('SHOW data_directory')).rows[0]
      ?.data_directory;
    return dir ? (readFileSync(join(dir, 'postmaster.pid'), 'utf8').split('\n')[0] ?? null) : null;
  } catch {
    return null;
  }
}
