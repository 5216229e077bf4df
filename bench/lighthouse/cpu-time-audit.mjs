/**
 * Lighthouse's audits of a run again, with the page's main thread at its CPU time: the library behind
 * `idle-estimate.mjs` and `run.mjs --at-cpu-time`. Each task of the renderer's main thread in the
 * trace is shrunk to its CPU time (the task and all it holds, in proportion: `tdur / dur`), and the
 * saved artifacts are audited in Lighthouse's audit mode (no browser): the run's own graph of requests
 * and tasks, simulated by Lantern without the waiting for a core that a shared machine adds.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import lighthouse from 'lighthouse';
import { loadArtifacts, saveArtifacts } from 'lighthouse/core/lib/asset-saver.js';
import { mainThread } from './cpu-blocking.mjs';

/**
 * The trace's events with each of the main thread's tasks shrunk to its CPU time: the task's events
 * (and the instant events inside it) keep their order and proportions, from the task's start.
 */
export function atCpuTime(events) {
  const { key, onMain } = mainThread(events);
  const tasks = onMain.filter((e) => e.name === 'RunTask' && e.tdur !== undefined && e.tdur < e.dur);
  // each event of the thread is moved by the task it starts in (the tasks are sorted and disjoint)
  const onThread = events
    .filter((e) => `${e.pid}:${e.tid}` === key && typeof e.ts === 'number')
    .sort((a, b) => a.ts - b.ts);
  let t = 0;
  for (const e of onThread) {
    while (t < tasks.length && tasks[t].ts + tasks[t].dur < e.ts) t++;
    const task = tasks[t];
    if (!task || e.ts < task.ts) continue;
    const f = task.tdur / task.dur;
    if (e === task) {
      e.dur = task.tdur;
      continue;
    }
    e.ts = task.ts + (e.ts - task.ts) * f;
    if (typeof e.dur === 'number') e.dur *= f;
  }
  return events;
}

/** Lighthouse's audits of saved artifacts, with the settings they were gathered with (it insists). */
export async function auditSaved(dir, settings) {
  const result = await lighthouse(undefined, {
    ...settings,
    gatherMode: undefined,
    auditMode: dir,
    logLevel: 'error',
    output: 'json',
  });
  const lhr = result?.lhr;
  if (!lhr || lhr.runtimeError) return undefined;
  const ms = (id) => Math.round(lhr.audits[id]?.numericValue ?? Number.NaN);
  return {
    performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    tbtMs: ms('total-blocking-time'),
    fcpMs: ms('first-contentful-paint'),
    lcpMs: ms('largest-contentful-paint'),
  };
}

/** A run's figures with its main thread at CPU time, from its artifacts (left unchanged). */
export async function auditAtCpuTime(artifacts) {
  const tmp = mkdtempSync(join(tmpdir(), 'opsdeck-cpu-time-audit-'));
  try {
    // a copy through the disk: the caller's artifacts stay as they were
    await saveArtifacts(artifacts, tmp);
    const copy = await loadArtifacts(tmp);
    atCpuTime(copy.Trace.traceEvents);
    await saveArtifacts(copy, tmp);
    return await auditSaved(tmp, copy.settings);
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
}
