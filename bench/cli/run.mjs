#!/usr/bin/env node
// CLI benchmarks (npm run bench:cli): cold start of `opsdeck --help`, `opsdeck --version` and
// `opsdeck profile --json` against the floor `node -e 0`; `npx opsdeck --version` against npm exec's
// own floor (`npx noop` in a scratch package whose only bin is a shell script that does nothing); and batch throughput of `opsdeck coins reissue --file` on the
// embedded database (PGlite). Uses hyperfine when installed, else times the runs itself.
//   node bench/cli/run.mjs [--rows 10000] [--runs 30] [--concurrency 4,16]
// Each concurrency runs its own freshly generated file (every row a new re-issue).
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { benchArgs } from '../lib/bench-args.mjs';

const { values } = benchArgs(import.meta.url, {
  options: {
    rows: { type: 'string', default: '10000' },
    runs: { type: 'string', default: '30' },
    concurrency: { type: 'string', default: '4,16' },
  },
});
const ROOT = new URL('../..', import.meta.url).pathname;
const CLI = join(ROOT, 'cli/bin/opsdeck.js');
const work = mkdtempSync(join(tmpdir(), 'opsdeck-bench-cli-'));
const home = join(work, 'home');
const node = process.execPath;

function freePort() {
  return new Promise((resolve) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

async function startServer() {
  const port = await freePort();
  const dataDir = join(work, 'data');
  const env = { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn' };
  // the flood guard (1200 calls a minute per IP) would measure the limit, not the batch
  env.RATE_LIMIT_PER_MINUTE = '100000000';
  const child = spawn(node, [join(ROOT, 'server/dist/server.js')], { env, stdio: 'ignore' });
  const url = `http://127.0.0.1:${port}`;
  for (const deadline = Date.now() + 120_000; Date.now() < deadline; ) {
    try {
      if ((await fetch(`${url}/api/health`)).ok) return { child, apiUrl: `${url}/api` };
    } catch {}
    await new Promise((r) => setTimeout(r, 250));
  }
  child.kill('SIGKILL');
  throw new Error('the server did not start in 120 s');
}

const cliEnv = (apiUrl) => ({
  ...process.env,
  HOME: home,
  XDG_CONFIG_HOME: join(home, 'config'),
  OPSDECK_SERVER: apiUrl,
  OPSDECK_LANG: 'en-US',
});

function opsdeck(apiUrl, args, input) {
  const r = spawnSync(node, [CLI, ...args], {
    env: cliEnv(apiUrl),
    input,
    encoding: 'utf8',
    maxBuffer: 1 << 28,
  });
  if (r.status !== 0) throw new Error(`opsdeck ${args.join(' ')} exited ${r.status}: ${r.stderr}`);
  return r.stdout;
}

/** Times commands: hyperfine when installed, else `runs` runs each (after 3 warm-ups). */
function timeCommands(apiUrl, commands, runs) {
  const hasHyperfine = spawnSync('hyperfine', ['--version']).status === 0;
  if (hasHyperfine) {
    const out = join(work, 'hyperfine.json');
    const args = ['--warmup', '3', '--runs', String(runs), '--export-json', out, '-N'];
    for (const [name, argv] of commands)
      args.push('--command-name', name, argv.map((a) => (/\s/.test(a) ? `'${a}'` : a)).join(' '));
    const r = spawnSync('hyperfine', args, {
      env: cliEnv(apiUrl),
      cwd: ROOT,
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    if (r.status !== 0) throw new Error('hyperfine failed');
    return {
      tool: `hyperfine ${spawnSync('hyperfine', ['--version'], { encoding: 'utf8' }).stdout.trim()}`,
      results: JSON.parse(readFileSync(out, 'utf8')).results.map((x) => ({
        name: x.command,
        mean: x.mean * 1000,
        median: x.median * 1000,
        min: x.min * 1000,
        stddev: x.stddev * 1000,
      })),
    };
  }
  // Round robin (each command once per round), so a change in the machine's load falls on all of
  // them alike and the floor stays comparable.
  const times = commands.map(() => []);
  for (let i = 0; i < runs + 3; i++) {
    commands.forEach(([, [cmd, ...args]], j) => {
      const t = process.hrtime.bigint();
      spawnSync(cmd, args, { env: cliEnv(apiUrl), cwd: ROOT, stdio: 'ignore' });
      if (i >= 3) times[j].push(Number(process.hrtime.bigint() - t) / 1e6);
    });
  }
  const results = commands.map(([name], j) => {
    const sorted = times[j].sort((a, b) => a - b);
    const mean = sorted.reduce((s, x) => s + x, 0) / sorted.length;
    const stddev = Math.sqrt(sorted.reduce((s, x) => s + (x - mean) ** 2, 0) / sorted.length);
    return { name, mean, median: sorted[sorted.length >> 1], min: sorted[0], stddev };
  });
  return { tool: `own timer (${runs} rounds after 3 warm-ups, the commands in turn)`, results };
}

/** A scratch package whose only bin does nothing: what `npx <local bin>` costs before the bin runs. */
function npxFloorDir() {
  const dir = join(work, 'npx-floor');
  mkdirSync(join(dir, 'node_modules/.bin'), { recursive: true });
  writeFileSync(join(dir, 'package.json'), '{"name":"npx-floor","private":true}\n');
  writeFileSync(join(dir, 'node_modules/.bin/noop'), '#!/bin/sh\nexit 0\n', { mode: 0o755 });
  return dir;
}

const fmt = (ms) => `${ms.toFixed(1)} ms`;
const { child, apiUrl } = await startServer();
try {
  opsdeck(apiUrl, ['login', '--phone', '13800000001', '--password-stdin'], 'Admin@123\n');
  const runs = Number(values.runs);
  const cold = timeCommands(
    apiUrl,
    [
      ['node -e 0', [node, '-e', '0']],
      ['opsdeck --help', [node, CLI, '--help']],
      ['opsdeck --version', [node, CLI, '--version']],
      ['opsdeck profile --json', [node, CLI, 'profile', '--json']],
      ['npx opsdeck --version', ['npx', 'opsdeck', '--version']],
      ['npx noop (npm exec alone)', ['sh', '-c', `cd '${npxFloorDir()}' && exec npx noop`]],
    ],
    runs,
  );
  const floor = cold.results[0].mean;
  const floorMedian = cold.results[0].median;
  const median = (name) => cold.results.find((r) => r.name === name).median;
  const npxLine =
    `\`npx opsdeck --version\` is ${(median('npx opsdeck --version') / median('opsdeck --version')).toFixed(2)}× ` +
    `\`node cli/bin/opsdeck.js --version\` (medians); npm exec alone (\`npx noop\`, a local bin that does nothing) is ` +
    `${(median('npx noop (npm exec alone)') / median('opsdeck --version')).toFixed(2)}× of it.`;

  const membersFile = join(work, 'members.txt');
  const members = opsdeck(apiUrl, [
    'members',
    'list',
    '--status',
    'active',
    '--all',
    '--ndjson',
    'visibleId',
  ]);
  writeFileSync(membersFile, members);
  const batches = values.concurrency.split(',').map((c) => {
    const batch = join(work, `batch-${c}.csv`);
    const gen = [join(ROOT, 'bench/cli/gen-batch.mjs'), '--members', membersFile, '--rows', values.rows];
    spawnSync(node, [...gen, '--out', batch, '--tag', `bench c${c} ${Date.now()}`], { stdio: 'inherit' });
    const started = process.hrtime.bigint();
    const summary = JSON.parse(
      opsdeck(apiUrl, ['coins', 'reissue', '--file', batch, '--yes', '--json', '--concurrency', c]),
    );
    return { concurrency: c, summary, wall: Number(process.hrtime.bigint() - started) / 1e9 };
  });
  const lines = [
    `# CLI benchmarks (${new Date().toISOString()}, ${process.version}, ${(await import('node:os')).cpus().length} cores, load ${(
      await import('node:os')
    )
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')})`,
    '',
    `Cold start, ${cold.tool}:`,
    '',
    '| command | mean | median | min | ± | × floor (mean) | × floor (median) |',
    '|---|---|---|---|---|---|---|',
    ...cold.results.map(
      (r) =>
        `| \`${r.name}\` | ${fmt(r.mean)} | ${fmt(r.median)} | ${fmt(r.min)} | ${fmt(r.stddev)} | ${(r.mean / floor).toFixed(2)} | ${(r.median / floorMedian).toFixed(2)} |`,
    ),
    '',
    npxLine,
    '',
    `Batch: \`opsdeck coins reissue --file batch.csv --yes --json --concurrency N\`, ${values.rows} rows each`,
    `(${members.trim().split('\n').length} members, every row a new re-issue, PGlite, rate limit raised):`,
    '',
    '| concurrency | issued | failed | wall (start to exit) | rows/s | CLI summary rows/s |',
    '|---|---|---|---|---|---|',
    ...batches.map(
      (b) =>
        `| ${b.concurrency} | ${b.summary.issued} | ${b.summary.failed} | ${b.wall.toFixed(1)} s | ${(b.summary.rows / b.wall).toFixed(0)} | ${b.summary.rowsPerSecond} |`,
    ),
    '',
  ];
  const report = lines.join('\n');
  mkdirSync(join(ROOT, 'bench/cli/out'), { recursive: true });
  writeFileSync(join(ROOT, 'bench/cli/out/latest.md'), report);
  console.log(report);
} finally {
  child.kill('SIGTERM');
  await new Promise((r) => setTimeout(r, 1000));
  rmSync(work, { recursive: true, force: true });
}
