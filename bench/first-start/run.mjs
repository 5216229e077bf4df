/**
 * A first start as `npm start` makes it, on a fresh data dir: how soon GET /api/health/live answers
 * and how long its answers take while the server creates the database, migrates and seeds it, until
 * GET /api/health/ready is 200. Probes go one after the other, 100 ms apart.
 *
 *   npm run bench:first-start            # one start; figures as lines and as JSON
 *
 * Seen on a loaded 2-core machine (load average ~15), one run each: before the start-up worker
 * (5ec7464), the first live answer 37.7 s after the spawn (after initdb and the migrations), 9
 * answers until ready at 78.6 s, one failed, and 39.2 s without an answer during the seed; with it
 * (the worker), the first at 4.0 s, 553 answers until ready at 89.4 s, none failed, and at most
 * 1.0 s between two answers (while the main thread opens the prepared data and builds the app).
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../lib/built-server.mjs';

const root = new URL('../..', import.meta.url).pathname;
const dataDir = mkdtempSync(join(tmpdir(), 'opsdeck-first-start-'));
const port = await freePort();
const { DATABASE_URL: _, ...env } = process.env;
const started = performance.now();
const child = spawn(process.execPath, [join(root, 'server/dist/server.js')], {
  cwd: root,
  env: {
    ...env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    LOG_FORMAT: 'json',
  },
  stdio: ['ignore', 'ignore', 'inherit'],
});
const url = `http://127.0.0.1:${port}`;
const since = () => (performance.now() - started) / 1000;

const answers = [];
/** The longest time between two live answers (a stalled probe waits that long, or fails). */
let longestGap = 0;
let lastAnswer = null;
let firstLive = null;
let ready = null;
let failed = 0;
try {
  while (ready === null) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    const sent = performance.now();
    try {
      const live = await fetch(`${url}/api/health/live`, { signal: AbortSignal.timeout(120_000) });
      if (live.status !== 200) throw new Error(`live answered ${live.status}`);
      answers.push(performance.now() - sent);
      if (lastAnswer !== null) longestGap = Math.max(longestGap, performance.now() - lastAnswer);
      lastAnswer = performance.now();
      firstLive ??= since();
      if ((await fetch(`${url}/api/health/ready`)).status === 200) ready = since();
    } catch {
      // before the server listens a connection is refused; after, any failure counts
      if (firstLive !== null) failed++;
    }
    await new Promise((r) => setTimeout(r, 100));
  }
} finally {
  child.kill('SIGKILL');
  await new Promise((r) => (child.exitCode !== null ? r() : child.once('exit', r)));
  rmSync(dataDir, { recursive: true, force: true });
}

const sorted = [...answers].sort((a, b) => a - b);
const at = (q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
const figures = {
  firstLiveS: Number(firstLive.toFixed(1)),
  readyS: Number(ready.toFixed(1)),
  liveAnswersBeforeReady: answers.length,
  liveFailures: failed,
  liveMedianMs: Math.round(at(0.5)),
  liveP99Ms: Math.round(at(0.99)),
  liveMaxMs: Math.round(sorted.at(-1)),
  longestGapBetweenLiveAnswersMs: Math.round(longestGap),
};
console.log(`first live answer      ${figures.firstLiveS} s after the spawn`);
console.log(`ready                  ${figures.readyS} s`);
console.log(`live answers meanwhile ${figures.liveAnswersBeforeReady} (${figures.liveFailures} failed)`);
console.log(
  `live answer time       median ${figures.liveMedianMs} ms, p99 ${figures.liveP99Ms} ms, max ${figures.liveMaxMs} ms`,
);
console.log(
  `longest gap             ${figures.longestGapBetweenLiveAnswersMs} ms between two live answers (100 ms apart when none stalls)`,
);
console.log(JSON.stringify(figures));
