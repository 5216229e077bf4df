/**
 * Lighthouse on the built console (Debian's Chromium, Lighthouse's default mobile profile with its
 * simulated throttling): performance, accessibility, total blocking time, largest contentful paint
 * and cumulative layout shift of /login and, signed in as the demo administrator, of every screen
 * of the catalogue (`allRoutes()` of @opsdeck/shared/catalogue: every built protected route, the
 * hidden ones too; a detail screen opens the first record of its resource in the demo data).
 * Prints a table per route; the targets are performance ≥ 90, accessibility ≥ 95 and TBT ≤ 200 ms. Not a test: it does
 * not run in CI. The machine's load average is printed with every route: on a shared machine a
 * route off target is worth running again (`--again N`) before it is counted as slow, and two builds
 * are compared in turn (`--versus`, run by run), not one after the other. Beside Lighthouse's TBT the table gives
 * the same from the trace's CPU time (cpu-blocking.mjs), which the machine's load does not stretch.
 *
 *   npm run bench:lighthouse                             # this checkout's build (npm run build first)
 *   node bench/lighthouse/run.mjs --runs 3               # the median of three runs per route
 *   node bench/lighthouse/run.mjs --again 2              # routes off target: two more runs, median
 *   node bench/lighthouse/run.mjs --root ../other-checkout --label before
 *   node bench/lighthouse/run.mjs --versus ../other-checkout --versus-label before
 *                                     # each route on the other build, then this one, in turn
 *   node bench/lighthouse/run.mjs --audits               # also list what each route fails
 *   node bench/lighthouse/run.mjs --save /tmp/lh         # also write each run's report and Chrome trace
 *   node bench/lighthouse/long-tasks.mjs /tmp/lh/x.trace.json  # what each long task of a run did
 *   node bench/lighthouse/idle-estimate.mjs /tmp/lh/*.artifacts # each run audited again with its
 *                                    # main thread at its CPU time (the machine's waiting left out)
 *   node bench/lighthouse/run.mjs --at-cpu-time          # the same, as two more columns of the table
 *   node bench/lighthouse/run.mjs --save /tmp/lh --samples   # the traces with JavaScript samples
 *                                    # (the V8 profiler: each long task's functions, a little slower)
 *   node bench/lighthouse/run.mjs --page /member/list    # only that route (repeatable; a prefix
 *                                                        # such as /order takes the whole group)
 *
 * Each route is loaded with an empty cache; the signed-in ones get the demo administrator's token
 * in localStorage first (Lighthouse is told not to reset storage, so the session survives).
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { allRoutes } from '@opsdeck/shared/catalogue';
import lighthouse from 'lighthouse';
import { saveArtifacts } from 'lighthouse/core/lib/asset-saver.js';
import { chromium } from 'playwright-core';
import { benchArgs } from '../lib/bench-args.mjs';
import { ADMIN, freePort, startBuiltServer } from '../lib/built-server.mjs';
import { cpuBlockingMs } from './cpu-blocking.mjs';
import { auditAtCpuTime } from './cpu-time-audit.mjs';

const { values: args } = benchArgs(import.meta.url, {
  options: {
    root: { type: 'string', default: new URL('../..', import.meta.url).pathname },
    label: { type: 'string', default: 'this build' },
    runs: { type: 'string', default: '1' },
    again: { type: 'string', default: '0' },
    versus: { type: 'string' },
    'versus-label': { type: 'string', default: 'versus' },
    audits: { type: 'boolean', default: false },
    samples: { type: 'boolean', default: false },
    'at-cpu-time': { type: 'boolean', default: false },
    save: { type: 'string' },
    page: { type: 'string', multiple: true },
  },
});
const TARGETS = { performance: 90, accessibility: 95, tbtMs: 200 };
/** The detail screens (their record's id is in the query) and the resource whose first record they open. */
const DETAIL_RESOURCES = {
  '/wallpaper/detail': 'wallpapers',
  '/template/detail': 'templates',
  '/collection/detail': 'collections',
};

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

async function signInToken(url) {
  const res = await fetch(`${url}/api/admin/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  const body = await res.json();
  if (!body?.data?.accessToken) throw new Error(`sign-in failed: ${JSON.stringify(body)}`);
  return body.data.accessToken;
}

/** The first record's id of a content resource in the demo data. */
async function firstId(url, token, resource) {
  const res = await fetch(`${url}/api/admin/${resource}?page=1&pageSize=1`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const id = (await res.json())?.data?.list?.[0]?.id;
  if (id === undefined) throw new Error(`no ${resource} in the demo data`);
  return id;
}

/** /login and every built screen of the catalogue, in menu order. */
async function pagesOf(url, token) {
  const pages = [{ name: '/login', path: '/login', signedIn: false }];
  for (const route of allRoutes().filter((r) => r.built && r.requiresAuth)) {
    const resource = DETAIL_RESOURCES[route.path];
    const path = resource ? `${route.path}?id=${await firstId(url, token, resource)}` : route.path;
    pages.push({ name: route.path, path, signedIn: true });
  }
  return pages;
}

const loads = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');

/** One Lighthouse run of a page: its category scores (0-100) and the audits it fails. */
async function audit(context, port, build, page, token, run) {
  const { server } = build;
  const tab = await context.newPage();
  const cdp = await context.newCDPSession(tab);
  await cdp.send('Network.clearBrowserCache');
  await tab.goto(`${server.url}/favicon.svg`);
  await tab.evaluate((t) => (t ? localStorage.setItem('token', t) : localStorage.clear()), token ?? null);
  await tab.close();
  const { lhr, artifacts } = await lighthouse(`${server.url}${page.path}`, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility'],
    disableStorageReset: page.signedIn,
    ...(args.samples ? { additionalTraceCategories: 'disabled-by-default-v8.cpu_profiler' } : {}),
  });
  if (args.save) {
    mkdirSync(args.save, { recursive: true });
    const prefix = builds.length > 1 ? `${build.label.replace(/[^a-z0-9]+/gi, '-')}-` : '';
    const file = `${prefix}${page.name.replace(/[^a-z]+/gi, '-').replace(/^-|-$/g, '')}-${run + 1}.json`;
    writeFileSync(join(args.save, file), JSON.stringify(lhr));
    // the run's Chrome trace, for DevTools' performance panel or bench/lighthouse/long-tasks.mjs
    if (artifacts?.Trace)
      writeFileSync(join(args.save, file.replace(/\.json$/, '.trace.json')), JSON.stringify(artifacts.Trace));
    // the whole run, for Lighthouse's audit mode: idle-estimate.mjs audits it again without the
    // main thread's waiting
    if (artifacts) await saveArtifacts(artifacts, join(args.save, file.replace(/\.json$/, '.artifacts')));
  }
  // Lighthouse sometimes fails to record the trace (NO_NAVSTART): that run has no scores, not 0.
  if (lhr.runtimeError) return { error: lhr.runtimeError.code };
  const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const failing = Object.values(lhr.audits)
    .filter((a) => a.score !== null && a.score < 0.9 && a.scoreDisplayMode !== 'informative')
    .map((a) => `${a.id}${a.displayValue ? ` (${a.displayValue})` : ''}`);
  const ms = (id) => Math.round(lhr.audits[id]?.numericValue ?? Number.NaN);
  const atCpu = args['at-cpu-time'] && artifacts ? await auditAtCpuTime(artifacts) : undefined;
  return {
    cpuPerformance: atCpu?.performance ?? Number.NaN,
    cpuTimeTbtMs: atCpu?.tbtMs ?? Number.NaN,
    performance: score('performance'),
    accessibility: score('accessibility'),
    fcpMs: ms('first-contentful-paint'),
    lcpMs: ms('largest-contentful-paint'),
    tbtMs: ms('total-blocking-time'),
    cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? Number.NaN,
    cpuTbtMs: artifacts?.Trace ? cpuBlockingMs(artifacts.Trace) : Number.NaN,
    failing,
  };
}

const builds = [];
if (args.versus)
  builds.push({ label: args['versus-label'], server: await startBuiltServer(resolve(args.versus)) });
builds.push({ label: args.label, server: await startBuiltServer(resolve(args.root)) });
const port = await freePort();
const profile = mkdtempSync(join(tmpdir(), 'opsdeck-lighthouse-chromium-'));
const browser = await chromium.launchPersistentContext(profile, {
  executablePath: '/usr/bin/chromium',
  headless: true,
  args: ['--no-sandbox', '--disable-gpu', `--remote-debugging-port=${port}`, '--no-first-run'],
});
try {
  for (const build of builds) build.token = await signInToken(build.server.url);
  const wanted = (page) =>
    !args.page || args.page.some((p) => page.name === p || page.name.startsWith(`${p}/`));
  const pages = (await pagesOf(builds[0].server.url, builds[0].token)).filter(wanted);
  /** Runs a page until it has `count` more runs (a run Lighthouse itself failed is taken again). */
  const runPage = async (build, page, runs, count) => {
    const goal = runs.length + count;
    for (let tries = 0; runs.length < goal && tries < 3 * count; tries++) {
      const token = page.signedIn ? build.token : null;
      const run = await audit(browser, port, build, page, token, runs.length);
      if (run.error) console.error(`${page.name}: Lighthouse failed (${run.error}), running it again`);
      else runs.push({ ...run, load: loadavg()[0] });
    }
    if (runs.length === 0) throw new Error(`${page.name}: every Lighthouse run failed`);
  };
  const summary = (build, page, runs) => {
    const perf = median(runs.map((r) => r.performance));
    const pick = runs.find((r) => r.performance === perf) ?? runs[0];
    return {
      build,
      page,
      runs,
      perf,
      a11y: median(runs.map((r) => r.accessibility)),
      tbtMs: median(runs.map((r) => r.tbtMs)),
      cpuTbtMs: median(runs.map((r) => r.cpuTbtMs)),
      cpuPerformance: median(runs.map((r) => r.cpuPerformance)),
      cpuTimeTbtMs: median(runs.map((r) => r.cpuTimeTbtMs)),
      lcpMs: median(runs.map((r) => r.lcpMs)),
      cls: median(runs.map((r) => r.cls)),
      pick,
    };
  };
  const offTarget = (r) =>
    r.perf < TARGETS.performance || r.a11y < TARGETS.accessibility || r.tbtMs > TARGETS.tbtMs;
  const rows = [];
  const loadsBefore = loads();
  for (const page of pages) {
    // the builds take turns run by run (a1 b1 a2 b2 …), so a change of load falls on both
    const runsOf = builds.map(() => []);
    for (let i = 0; i < Number(args.runs); i++)
      for (const [b, build] of builds.entries()) await runPage(build, page, runsOf[b], 1);
    for (const [b, build] of builds.entries()) {
      const row = summary(build, page, runsOf[b]);
      console.error(
        `${page.name} (${build.label}): perf ${row.perf}, a11y ${row.a11y}, TBT ${row.tbtMs} ms (from CPU time ${row.cpuTbtMs} ms), LCP ${row.lcpMs} ms, CLS ${row.cls.toFixed(3)} (load ${loads()})`,
      );
      rows.push(row);
    }
  }
  // the routes off target, run again: noise on a shared machine, or their own cost
  for (const [i, row] of rows.entries()) {
    if (Number(args.again) === 0 || !offTarget(row)) continue;
    await runPage(row.build, row.page, row.runs, Number(args.again));
    rows[i] = summary(row.build, row.page, row.runs);
    console.error(
      `${row.page.name} (${row.build.label}) again: ${row.runs.map((r) => `${r.performance}/${r.tbtMs} ms`).join(', ')}`,
    );
  }
  const s = (ms) => (ms / 1000).toFixed(1);
  console.log(
    `\nLighthouse (${builds.map((b) => b.label).join(' vs ')}), mobile profile, median of ${args.runs} run(s)` +
      `${Number(args.again) ? `, ${args.again} more for a route off target` : ''}; load average (1, 5, 15 min) ${loadsBefore} at the start, ${loads()} at the end:\n`,
  );
  // --at-cpu-time: each run audited again with its main thread at its CPU time (cpu-time-audit.mjs)
  const atCpu = args['at-cpu-time'];
  console.log(
    `| route | build | performance | accessibility | TBT ms | TBT from CPU time ms | LCP s | FCP s | CLS |${atCpu ? ' perf at CPU time | TBT at CPU time ms |' : ''} runs (perf/TBT ms @ 1-min load) |`,
  );
  console.log(`|---|---|---|---|---|---|---|---|---|${atCpu ? '---|---|' : ''}---|`);
  for (const r of rows) {
    const mark = offTarget(r) ? ' ✗' : '';
    const each = r.runs.map((x) => `${x.performance}/${x.tbtMs} @ ${x.load.toFixed(1)}`).join(', ');
    const cpu = atCpu ? ` ${r.cpuPerformance} | ${r.cpuTimeTbtMs} |` : '';
    console.log(
      `| ${r.page.name}${mark} | ${r.build.label} | ${r.perf} | ${r.a11y} | ${r.tbtMs} | ${r.cpuTbtMs} | ${s(r.lcpMs)} | ${s(r.pick.fcpMs)} | ${r.cls.toFixed(3)} |${cpu} ${each} |`,
    );
  }
  const off = rows.filter(offTarget);
  console.log(
    `\ntargets: performance ≥ ${TARGETS.performance}, accessibility ≥ ${TARGETS.accessibility}, TBT ≤ ${TARGETS.tbtMs} ms; ` +
      `${rows.length - off.length} of ${rows.length} on target${off.length ? ` (off: ${off.map((r) => `${r.page.name} (${r.build.label})`).join(', ')})` : ''}`,
  );
  if (atCpu) {
    const offAtCpu = rows.filter(
      (r) =>
        !(r.cpuPerformance >= TARGETS.performance) ||
        r.a11y < TARGETS.accessibility ||
        !(r.cpuTimeTbtMs <= TARGETS.tbtMs),
    );
    console.log(
      `at CPU time (the machine's waiting left out): ${rows.length - offAtCpu.length} of ${rows.length} on target` +
        `${offAtCpu.length ? ` (off: ${offAtCpu.map((r) => `${r.page.name} (${r.build.label})`).join(', ')})` : ''}`,
    );
  }
  if (args.audits) {
    for (const r of rows)
      console.log(`\n${r.page.name} (${r.build.label}) fails: ${r.pick.failing.join(', ') || 'nothing'}`);
  }
} finally {
  await browser.close();
  rmSync(profile, { recursive: true, force: true });
  for (const build of builds) await build.server.stop();
}
