/**
 * Palette bench: the console's palette holding 5,000 items in headless Chromium; the time
 * from a keystroke to the updated list, p50 and p99, measured in the page (probe.ts).
 *
 *   npm run bench:palette                      # or: node bench/palette/run.mjs
 *   node bench/palette/run.mjs --items 5000 --rounds 3 --modes palette,cmdk
 *
 * Builds the bench page with Vite (bench/palette/vite.config.ts: the same PaletteRootView and ranker
 * the console uses, fed by generate-items.ts), serves it on loopback, types a fixed script of queries
 * (ASCII keystrokes, Chinese text inserted, Backspaces) and prints the percentiles. Mode `cmdk` renders
 * every item with cmdk's own filter, for comparison. Writes bench/out/palette.json and .md.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize } from 'node:path';
import { chromium } from 'playwright-core';
import { build } from 'vite';
import { benchArgs } from '../lib/bench-args.mjs';

const HERE = new URL('.', import.meta.url).pathname;
const OUT = join(HERE, '..', 'out');
const { values: args } = benchArgs(import.meta.url, {
  options: {
    items: { type: 'string', default: '5000' },
    rounds: { type: 'string', default: '3' },
    modes: { type: 'string', default: 'palette,cmdk' },
    limit: { type: 'string' },
    'no-build': { type: 'boolean', default: false },
    verbose: { type: 'boolean', default: false },
  },
});

/** What is typed in each round: words typed key by key, Chinese inserted, each query erased again. */
const SCRIPT = [
  { type: 'member list' },
  { type: 'order 12' },
  { type: 'reissue' },
  { type: 'vip ref' },
  { insert: '会员' },
  { type: 'zzq' },
  { type: 'co' },
  { type: 'wallpaper publish 4' },
  { insert: '订单列表' },
  { type: 'g' },
];

const TYPES = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.map': 'application/json',
};

function serve(dir) {
  const server = createServer((req, res) => {
    const path = normalize(decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname)).replace(
      /^(\.\.[/\\])+/,
      '',
    );
    const file = join(dir, path === '/' ? 'index.html' : path);
    try {
      const body = readFileSync(file);
      res.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' });
      res.end(body);
    } catch {
      res.writeHead(404).end();
    }
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

const pct = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
const fmt = (n) => (Number.isFinite(n) ? n.toFixed(1) : '–');

function summarize(samples) {
  // A keystroke that changed nothing on screen (cmdk mode, same result) is left out of the update times.
  const dom = samples.flatMap((s) => (s.dom === null ? [] : [s.dom])).sort((a, b) => a - b);
  const frame = samples.map((s) => s.frame).sort((a, b) => a - b);
  return {
    keystrokes: samples.length,
    unchanged: samples.length - dom.length,
    domP50: pct(dom, 50),
    domP99: pct(dom, 99),
    domMax: dom.at(-1),
    frameP50: pct(frame, 50),
    frameP99: pct(frame, 99),
    maxItemsRendered: Math.max(...samples.map((s) => s.items)),
  };
}

async function runMode(context, url, mode) {
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(e.message));
  const t0 = Date.now();
  const limit = args.limit ? `&limit=${args.limit}` : '';
  await page.goto(`${url}/index.html?items=${args.items}&mode=${mode}${limit}`);
  await page.locator('[cmdk-input]').waitFor();
  await page.waitForFunction(() => window.__paletteBench !== undefined);
  const mountMs = Date.now() - t0;
  await page.locator('[cmdk-input]').focus();
  const settle = () =>
    page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
  const all = [];
  for (let round = 0; round < Number(args.rounds); round++) {
    await page.evaluate(() => window.__paletteBench.reset());
    for (const step of SCRIPT) {
      if (step.type) {
        for (const ch of step.type) {
          await page.keyboard.press(ch === ' ' ? 'Space' : ch);
          await settle();
        }
      } else {
        await page.keyboard.insertText(step.insert);
        await settle();
      }
      const length = await page
        .locator('[cmdk-input]')
        .inputValue()
        .then((v) => v.length);
      for (let i = 0; i < length; i++) {
        await page.keyboard.press('Backspace');
        await settle();
      }
    }
    progress(`  ${mode}: round ${round + 1} of ${args.rounds} done`);
    const samples = await page.evaluate(() => window.__paletteBench.samples.slice());
    // The first round warms up the JIT and caches; it is not counted when there are others.
    if (round > 0 || Number(args.rounds) === 1) all.push(...samples);
  }
  await page.close();
  if (args.verbose) {
    const slow = all
      .filter((s) => s.dom !== null)
      .sort((a, b) => b.dom - a.dom)
      .slice(0, 12);
    console.log(
      `${mode}: slowest keystrokes`,
      slow.map((s) => `${JSON.stringify(s.query)} ${s.dom.toFixed(1)}ms/${s.items}`).join(', '),
    );
  }
  if (errors.length > 0) throw new Error(`${mode}: page errors: ${errors.join('; ')}`);
  return { mode, mountMs, ...summarize(all) };
}

/** A progress line on stderr (the table goes to stdout). */
const progress = (line) => console.error(`bench:palette: ${line}`);
if (!args['no-build']) {
  const started = Date.now();
  progress('building the bench page with Vite (a minute or more on a busy machine) …');
  // configLoader 'runner': no bundled config written into node_modules
  await build({ configFile: join(HERE, 'vite.config.ts'), configLoader: 'runner' });
  progress(`built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}
progress('starting Chromium …');
const server = await serve(join(HERE, 'dist'));
const url = `http://127.0.0.1:${server.address().port}`;
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  headless: true,
  args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
});
const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
const results = [];
try {
  for (const mode of args.modes.split(',')) {
    progress(`measuring ${mode.trim()}: ${args.items} items, ${args.rounds} rounds of typing …`);
    results.push(await runMode(context, url, mode.trim()));
  }
} finally {
  await browser.close();
  server.close();
}

const lines = [
  `Palette bench: ${args.items} items, ${results[0]?.keystrokes ?? 0} measured keystrokes per mode, Chromium headless`,
  '',
  '| mode | mount (ms) | keystroke → list updated p50 | p99 | max | → next frame p50 | p99 | items rendered (max) |',
  '|---|---|---|---|---|---|---|---|',
  ...results.map(
    (r) =>
      `| ${r.mode === 'palette' ? 'console palette (own ranker; ≤50 rendered per query, ≤100 empty)' : 'cmdk default filter (all rendered)'} | ${r.mountMs} | ${fmt(r.domP50)} ms | ${fmt(r.domP99)} ms | ${fmt(r.domMax)} ms | ${fmt(r.frameP50)} ms | ${fmt(r.frameP99)} ms | ${r.maxItemsRendered} |`,
  ),
];
console.log(lines.join('\n'));
mkdirSync(OUT, { recursive: true });
writeFileSync(
  join(OUT, 'palette.json'),
  `${JSON.stringify({ items: Number(args.items), results }, null, 2)}\n`,
);
writeFileSync(join(OUT, 'palette.md'), `${lines.join('\n')}\n`);
