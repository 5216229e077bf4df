/**
 * Server CPU per coin re-issue, in process (Fastify inject, no sockets), with the database's triggers
 * as they are against the same re-issue with triggers turned off, in alternating rounds on one
 * database (in-memory PGlite with the demo data, or `--data-dir`): a comparison the machine's load
 * disturbs far less than latencies. Three modes:
 *
 * - `triggers`: as the server runs (rollup triggers, the audit feed's notify, the fold timer; the
 *   deltas a round appended are folded inside the measured window, so their fold is counted);
 * - `no-rollups`: the rollup triggers of `ROLLUP_TRIGGERS` off (the audit notify kept);
 * - `no-notify` (coins): as `triggers` but without the audit feed's notify trigger (`audit_log_notify`,
 *   a NOTIFY per audit row that the monitor hub listens to);
 * - `no-triggers`: every user trigger of the tables a re-issue writes off (orders, coin_ledger,
 *   members, audit_log): the trigger-free re-issue;
 * - `no-refile` (with `--kind vip` only): as `triggers` but without the nickname pieces' refile
 *   and VIP triggers, which a VIP write fires since migration 100 (the pieces carry the VIP expiry);
 * - `before-NNN` (with `--before-migration NNN`): as `triggers` with that migration undone (its
 *   `undo` file run, and its `do` file run again when the round ends): the schema before it, in the
 *   same rounds on the same data.
 *
 *   npx tsx --conditions=@opsdeck/source bench/write-path/reissue-cpu.ts [--calls 60] [--rounds 16]
 *     [--warm-up 10] [--kind coins|vip] [--before-migration 102]
 *
 * Prints the statements the server sends per re-issue, CPU ms per re-issue per round, and per mode:
 * the lowest round mean and its ratio to no-triggers' lowest (the old verdict, which one lucky or
 * unlucky round moves), then the verdict to read: the paired ratio of each round (the mode's mean
 * over no-triggers' mean of the SAME round, run back to back, so a load swing between rounds
 * cancels) as its median with the interquartile range (p25–p75) over the rounds. Many short rounds
 * give a steadier median than a few long ones. Rounds run the modes in turn, every other round in
 * reverse order. With `--kind vip` the operator's daily VIP-day limit is raised to its highest, so
 * that no round's re-issues wait for approval.
 */

import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { sql } from 'drizzle-orm';
import { MIGRATIONS_DIR, readMigrations } from '../../server/src/db/migrate.js';
import { queryRows } from '../../server/src/db/sql.js';
import { ROLLUP_TRIGGERS } from '../../server/src/seed/bulk-load.js';
import { benchArgs } from '../lib/bench-args.mjs';
import { openDemoPglite } from '../lib/database.js';
import { quantile } from '../lib/quantile.js';
import { openReissueApp } from '../lib/reissue-app.js';
import { countStatements } from '../lib/statements.js';

const { values: args } = benchArgs(import.meta.url, {
  options: {
    calls: { type: 'string', default: '60' },
    rounds: { type: 'string', default: '16' },
    /** Re-issues before each round's window (plans made again after a trigger switch). */
    'warm-up': { type: 'string', default: '10' },
    'data-dir': { type: 'string' },
    /** Coin re-issues (patch-coin) or VIP re-issues (patch-vip: a day each). */
    kind: { type: 'string', default: 'coins' },
    /** Also measure with this migration undone, in alternating rounds (`before-NNN`). */
    'before-migration': { type: 'string' },
  },
});
const vip = args.kind === 'vip';
if (!vip && args.kind !== 'coins') throw new Error('--kind is coins or vip');
const calls = Number(args.calls);
const rounds = Number(args.rounds);
const warmUp = Number(args['warm-up']);
// one process per data dir (the lock is released at exit)
const { pglite, database } = await openDemoPglite(args['data-dir']);
const { db } = database;
const { app, reissue } = await openReissueApp(database, vip, 'write-path');

const hasFold = (
  await queryRows<{ n: unknown }>(
    db,
    sql`SELECT count(*) AS n FROM pg_proc WHERE proname = 'opsdeck_analysis_fold'`,
  )
).some((r) => Number(r.n) > 0);
const fold = () => (hasFold ? db.execute(sql`SELECT opsdeck_analysis_fold()`) : Promise.resolve());

/** The `do` and `undo` SQL of `--before-migration`. */
const undone = (() => {
  const version = args['before-migration'];
  if (!version) return null;
  const m = readMigrations().find((f) => f.version === Number(version));
  if (!m) throw new Error(`--before-migration: no migration ${version}`);
  const v = String(m.version).padStart(3, '0');
  const undo = readFileSync(`${MIGRATIONS_DIR}/${v}.undo.${m.name}.sql`, 'utf8');
  return { mode: `before-${v}` as const, do: m.sql, undo };
})();
let isUndone = false;

const WRITTEN_TABLES = ['orders', 'coin_ledger', 'members', 'audit_log'];
type Mode = 'triggers' | 'no-rollups' | 'no-notify' | 'no-triggers' | 'no-refile' | `before-${string}`;
async function setMode(mode: Mode) {
  if (undone && isUndone !== (mode === undone.mode)) {
    const text = isUndone ? undone.do : undone.undo;
    await pglite.transaction(async (tx) => {
      await tx.exec(text);
    });
    isUndone = !isUndone;
  }
  for (const t of WRITTEN_TABLES) await db.execute(sql.raw(`ALTER TABLE ${t} ENABLE TRIGGER USER`));
  if (mode === 'no-refile')
    await db.execute(
      sql.raw(`DO $$ DECLARE t text; BEGIN
        FOR t IN SELECT tgname FROM pg_trigger WHERE tgrelid = 'members'::regclass
          AND tgname IN ('members_nickname_pieces_refile', 'members_nickname_pieces_vip')
        LOOP EXECUTE format('ALTER TABLE members DISABLE TRIGGER %I', t); END LOOP; END $$`),
    );
  if (mode === 'no-notify')
    await db.execute(sql.raw('ALTER TABLE audit_log DISABLE TRIGGER audit_log_notify'));
  if (mode === 'no-triggers')
    for (const t of WRITTEN_TABLES) await db.execute(sql.raw(`ALTER TABLE ${t} DISABLE TRIGGER USER`));
  if (mode === 'no-rollups')
    for (const [t, trigger] of ROLLUP_TRIGGERS)
      await db.execute(sql.raw(`ALTER TABLE ${t} DISABLE TRIGGER ${trigger}`));
}

/** Mean CPU ms per re-issue over `calls` calls (after the warm-up), the round's fold included. */
async function round(mode: Mode): Promise<number> {
  await setMode(mode);
  for (let i = 0; i < warmUp; i++) await reissue();
  await fold();
  const start = process.cpuUsage();
  for (let i = 0; i < calls; i++) await reissue();
  await fold();
  const used = process.cpuUsage(start);
  return (used.user + used.system) / 1000 / calls;
}

// statements the server sends per re-issue (session check, gate, transaction), outside the timed rounds
await setMode('triggers');
for (let i = 0; i < 10; i++) await reissue();
const counted = 50;
const statements = await countStatements(pglite, async () => {
  for (let i = 0; i < counted; i++) await reissue();
});
console.log(
  `${(statements / counted).toFixed(2)} statements per re-issue (${counted} re-issues; the 2 s fold timer may add one or two)`,
);

const modes: Mode[] = vip
  ? ['triggers', 'no-refile', 'no-triggers']
  : ['triggers', 'no-rollups', 'no-notify', 'no-triggers'];
if (undone) modes.splice(1, 0, undone.mode);
const results = new Map<Mode, number[]>(modes.map((m) => [m, []]));
console.log(
  `${args.kind} re-issues: ${calls} per round, ${rounds} rounds, fold ${hasFold ? 'on' : 'absent'}`,
);
for (let r = 0; r < rounds; r++) {
  // every other round in reverse order, so that no mode always runs first after the others
  for (const mode of r % 2 === 0 ? modes : [...modes].reverse()) {
    const ms = await round(mode);
    results.get(mode)?.push(ms);
    console.log(
      `round ${r + 1} ${mode}: ${ms.toFixed(3)} CPU ms per re-issue (load ${(loadavg()[0] ?? 0).toFixed(1)})`,
    );
  }
}
await setMode('triggers');
const base = results.get('no-triggers') ?? [];
const best = (m: Mode) => Math.min(...(results.get(m) ?? [Number.NaN]));
/** Each round's mean of `m` over no-triggers' mean of the same round. */
const paired = (m: Mode) => (results.get(m) ?? []).map((ms, i) => ms / (base[i] ?? Number.NaN));
const f2 = (x: number) => x.toFixed(2);
console.log(
  `\n| mode | CPU ms per re-issue (lowest round mean) | × no-triggers (lowest) | median round mean | paired ratio median | IQR (p25–p75) |\n|---|---:|---:|---:|---:|---:|`,
);
for (const mode of modes) {
  const ratios = paired(mode);
  console.log(
    `| ${mode} | ${best(mode).toFixed(3)} | ${f2(best(mode) / best('no-triggers'))} | ${quantile(results.get(mode) ?? [], 0.5).toFixed(3)} | ${f2(quantile(ratios, 0.5))} | ${f2(quantile(ratios, 0.25))}–${f2(quantile(ratios, 0.75))} |`,
  );
}
console.log(
  `(${rounds} rounds of ${calls} re-issues, load ${loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')})`,
);
await app.close();
await database.close();
