import { parseArgs } from 'node:util';
import { openDatabase } from '../db/client.js';
import { migrate } from '../db/migrate.js';
import { loadEnv } from '../env.js';
import { isEmpty, resetData, seed } from '../seed/index.js';
import { runScript } from './run-script.js';

const USAGE = `Usage: node server/dist/scripts/seed.js [--members N] [--orders N] [--reset]

Seeds the database of DATABASE_URL (else the PGlite in DATA_DIR) with demo data.
  --members N   how many members to generate
  --orders N    how many orders to generate
  --reset       empty every table first (otherwise a database with data is left alone)`;

function count(value: string | undefined, name: string): number | undefined {
  if (value === undefined) return undefined;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0) throw new Error(`--${name} must be a whole number ≥ 0, got "${value}"`);
  return n;
}

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: {
      members: { type: 'string' },
      orders: { type: 'string' },
      reset: { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  if (values.help) {
    console.log(USAGE);
    return 0;
  }
  const members = count(values.members, 'members');
  const orders = count(values.orders, 'orders');
  const env = loadEnv();
  const database = await openDatabase({ url: env.DATABASE_URL, dataDir: env.DATA_DIR });
  try {
    await migrate(database.db);
    if (values.reset) await resetData(database.db);
    else if (!(await isEmpty(database.db))) {
      console.error('The database already has data; pass --reset to replace it.');
      return 2;
    }
    const started = Date.now();
    await seed(database.db, {
      ...(members !== undefined ? { members } : {}),
      ...(orders !== undefined ? { orders } : {}),
    });
    console.log(`Seeded ${database.kind} in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
    return 0;
  } finally {
    await database.close();
  }
}

runScript(main);
