/**
 * Lighthouse on the built console (Debian's Chromium, Lighthouse's default mobile profile with its
 * simulated throttling): performance and accessibility of /login and, signed in, of the workplace
 * and the member list. Prints a table; the targets are performance ≥ 90 and accessibility ≥ 95.
 * Not a test: it does not run in CI.
 *
 *   npm run bench:lighthouse                       # this checkout's build (npm run build first)
 *   node bench/lighthouse/run.mjs --runs 3         # the median of three runs per page
 *   node bench/lighthouse/run.mjs --root ../other-checkout --label before
 *   node bench/lighthouse/run.mjs --audits         # also list what each page fails
 *   node bench/lighthouse/run.mjs --save /tmp/lh   # also write each run's full report (JSON)
 *   node bench/lighthouse/run.mjs --page workplace # only that page (repeatable)
 *
 * Each page is loaded with an empty cache; the signed-in pages get the demo administrator's token
 * in localStorage first (Lighthouse is told not to reset storage, so the session survives).
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { ADMIN, freePort, startBuiltServer } from '../lib/built-server.mjs';

const { values: args } = parseArgs({
  options: {
    root: { type: 'string', default: new URL('../..', import.meta.url).pathname },
    label: { type: 'string', default: 'this build' },
    runs: { type: 'string', default: '1' },
    audits: { type: 'boolean', default: false },
    save: { type: 'string' },
    page: { type: 'string', multiple: true },
  },
});
const TARGETS = { performance: 90, accessibility: 95 };
const PAGES = [
  { name: '/login', path: '/login', signedIn: false },
  { name: 'workplace', path: '/dashboard/workplace', signedIn: true },
  { name: 'member list', path: '/member/list', signedIn: true },
];

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

/** One Lighthouse run of a page: its category scores (0-100) and the audits it fails. */
async function audit(context, port, server, page, token, run) {
  const tab = await context.newPage();
  const cdp = await context.newCDPSession(tab);
  await cdp.send('Network.clearBrowserCache');
  await tab.goto(`${server.url}/favicon.svg`);
  await tab.evaluate((t) => (t ? localStorage.setItem('token', t) : localStorage.clear()), token ?? null);
  await tab.close();
  const { lhr } = await lighthouse(`${server.url}${page.path}`, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility'],
    disableStorageReset: page.signedIn,
  });
  if (args.save) {
    mkdirSync(args.save, { recursive: true });
    const file = `${page.name.replace(/[^a-z]+/gi, '-').replace(/^-|-$/g, '')}-${run + 1}.json`;
    writeFileSync(join(args.save, file), JSON.stringify(lhr));
  }
  // Lighthouse sometimes fails to record the trace (NO_NAVSTART): that run has no scores, not 0.
  if (lhr.runtimeError) return { error: lhr.runtimeError.code };
  const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const failing = Object.values(lhr.audits)
    .filter((a) => a.score !== null && a.score < 0.9 && a.scoreDisplayMode !== 'informative')
    .map((a) => `${a.id}${a.displayValue ? ` (${a.displayValue})` : ''}`);
  const metric = (id) => lhr.audits[id]?.displayValue ?? '';
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    fcp: metric('first-contentful-paint'),
    lcp: metric('largest-contentful-paint'),
    tbt: metric('total-blocking-time'),
    failing,
  };
}

const server = await startBuiltServer(resolve(args.root));
const port = await freePort();
const profile = mkdtempSync(join(tmpdir(), 'opsdeck-lighthouse-chromium-'));
const browser = await chromium.launchPersistentContext(profile, {
  executablePath: '/usr/bin/chromium',
  headless: true,
  args: ['--no-sandbox', '--disable-gpu', `--remote-debugging-port=${port}`, '--no-first-run'],
});
try {
  const token = await signInToken(server.url);
  const rows = [];
  for (const page of PAGES.filter((p) => !args.page || args.page.includes(p.name))) {
    const runs = [];
    // A run Lighthouse itself failed is taken again (at most three tries per run wanted).
    const wanted = Number(args.runs);
    for (let tries = 0; runs.length < wanted && tries < 3 * wanted; tries++) {
      const run = await audit(browser, port, server, page, page.signedIn ? token : null, runs.length);
      if (run.error) console.error(`${page.name}: Lighthouse failed (${run.error}), running it again`);
      else runs.push(run);
    }
    if (runs.length === 0) throw new Error(`${page.name}: every Lighthouse run failed`);
    const perf = median(runs.map((r) => r.performance));
    const pick = runs.find((r) => r.performance === perf) ?? runs[0];
    rows.push({ page, runs, perf, a11y: median(runs.map((r) => r.accessibility)), pick });
  }
  console.log(`\nLighthouse (${args.label}), mobile profile, median of ${args.runs} run(s):\n`);
  console.log('| page | performance | accessibility | FCP | LCP | TBT |');
  console.log('|---|---|---|---|---|---|');
  for (const r of rows) {
    console.log(`| ${r.page.name} | ${r.perf} | ${r.a11y} | ${r.pick.fcp} | ${r.pick.lcp} | ${r.pick.tbt} |`);
  }
  console.log(`\ntargets: performance ≥ ${TARGETS.performance}, accessibility ≥ ${TARGETS.accessibility}`);
  if (args.audits) {
    for (const r of rows) console.log(`\n${r.page.name} fails: ${r.pick.failing.join(', ') || 'nothing'}`);
  }
} finally {
  await browser.close();
  rmSync(profile, { recursive: true, force: true });
  await server.stop();
}
