import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { readSnapshot, runScript, writeAndSnapshot } from '../helpers/backup.js';
import { copySeededDataDir, spawnedServers } from '../helpers/start-server.js';

/**
 * `npm run backup` and `npm run restore` on the embedded database: a backup of a data dir with a
 * fresh re-issue and upload, restored into a new data dir, serves the same balance, ledger, order
 * and file. A running server's data dir is refused (its lock), and so is a non-empty target.
 */
const temp = mkdtempSync(join(tmpdir(), 'opsdeck-backup-e2e-'));
const source = join(temp, 'source');
const target = join(temp, 'target');
const file = join(temp, 'opsdeck.backup');
const servers = spawnedServers({ stopGraceMs: 20_000, removeAfter: [temp] });
const start = (dataDir: string) => servers.start(dataDir);

describe('backup and restore (embedded database)', () => {
  test('round trip into a new data dir keeps balances, ledgers, orders and uploads', {
    timeout: 240_000,
  }, async () => {
    copySeededDataDir(source);
    const first = await start(source);
    const before = await writeAndSnapshot(first.url);

    // the running server holds the data dir: the backup stops at once, naming it
    const refused = await runScript('backup', ['--out', file], { DATA_DIR: source });
    expect(refused.code).not.toBe(0);
    expect(refused.output).toContain(`pid ${first.process.pid}`);
    expect(existsSync(file)).toBe(false);

    await first.stop();
    const made = await runScript('backup', ['--out', file], { DATA_DIR: source });
    expect(made.output).toContain('Backup written to');
    expect(made.code).toBe(0);

    const restored = await runScript('restore', [file], { DATA_DIR: target });
    expect(restored.output).toContain('Restored the backup');
    expect(restored.code).toBe(0);
    // a second restore into the same (now full) data dir is refused
    const again = await runScript('restore', [file], { DATA_DIR: target });
    expect(again.code).not.toBe(0);
    expect(again.output).toContain('already holds a database');

    const second = await start(target);
    const after = await readSnapshot(second.url, before.memberId, before.orderNo, before.upload);
    expect(after).toEqual(before);
  });
});
