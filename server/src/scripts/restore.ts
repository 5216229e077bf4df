import { parseArgs } from 'node:util';
import { restore } from '../backup/restore.js';
import { loadEnv, userPath } from '../env.js';
import { runScript } from './run-script.js';

const USAGE = `Usage: npm run restore -- FILE

Restores a backup made by \`npm run backup\` into an empty data dir (DATA_DIR, default ./data) or,
with DATABASE_URL, into an empty PostgreSQL database (the uploads go to DATA_DIR/uploads). A data
dir or database that already holds data is refused and left as it was.`;

async function main(): Promise<number> {
  const { values, positionals } = parseArgs({
    options: { help: { type: 'boolean', short: 'h', default: false } },
    allowPositionals: true,
  });
  if (values.help) {
    console.log(USAGE);
    return 0;
  }
  const [file, ...extra] = positionals;
  if (!file || extra.length > 0) {
    console.error(`FILE: name one backup file to restore.\n\n${USAGE}`);
    return 2;
  }
  const env = loadEnv();
  const path = userPath(file);
  const manifest = await restore({
    file: path,
    dataDir: env.DATA_DIR,
    databaseUrl: env.DATABASE_URL,
    log: (line) => console.log(line),
  });
  const { members, orders, uploads } = manifest.counts;
  const where = env.DATABASE_URL ? 'the database of DATABASE_URL' : env.DATA_DIR;
  console.log(
    `Restored the backup of ${manifest.createdAt} into ${where}: ${members} members, ${orders} orders, ${uploads} uploaded files.`,
  );
  return 0;
}

runScript(main);
