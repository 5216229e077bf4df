import { parseArgs } from 'node:util';
import { backup } from '../backup/backup.js';
import { loadEnv, userPath } from '../env.js';
import { runScript } from './run-script.js';

const USAGE = `Usage: npm run backup -- --out FILE

Writes a backup of OpsDeck's data into FILE (a tar archive): the database and DATA_DIR/uploads.
  Embedded database (default): a consistent dump of DATA_DIR/pg. It needs the data dir to itself,
    so stop the server first (a running server holds the data dir's lock).
  PostgreSQL (DATABASE_URL set): pg_dump in its custom format, taken while the servers run; needs
    PostgreSQL's client tools (pg_dump) on the PATH.
Restore with: npm run restore -- FILE`;

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: { out: { type: 'string', short: 'o' }, help: { type: 'boolean', short: 'h', default: false } },
  });
  if (values.help) {
    console.log(USAGE);
    return 0;
  }
  if (!values.out) {
    console.error(`--out: the backup file to write is required.\n\n${USAGE}`);
    return 2;
  }
  const env = loadEnv();
  const out = userPath(values.out);
  const manifest = await backup({
    dataDir: env.DATA_DIR,
    databaseUrl: env.DATABASE_URL,
    out,
    log: (line) => console.log(line),
  });
  const { members, orders, coinLedger, uploads } = manifest.counts;
  console.log(
    `Backup written to ${out}: ${members} members, ${orders} orders, ${coinLedger} coin ledger rows, ${uploads} uploaded files.`,
  );
  return 0;
}

runScript(main);
