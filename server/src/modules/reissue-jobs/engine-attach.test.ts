import type PgBoss from 'pg-boss';
import { describe, expect, test, vi } from 'vitest';
import type { Database } from '../../db/client.js';
import { WAIT_FOR } from '../../testing/wait.js';
import { ReissueJobEngine } from './engine.js';

/**
 * A database that listens and has one open chunk, as after a kill -9 in the middle of a job: its
 * client answers the open-chunk query with one chunk and any other query with no rows (a fake
 * client rather than a module mock: the server's test files share their modules).
 */
const database = () => {
  const query = async ({ text }: { text: string }) => ({
    rows: text.includes('reissue_job_rows') ? [{ job_id: 1, chunk: 0, chunk_size: 100 }] : [],
  });
  return {
    kind: 'pglite',
    db: { $client: { query } },
    listen: vi.fn(async () => async () => {}),
  } as unknown as Database;
};

describe('the job engine at start-up with open jobs', () => {
  test("attach returns before pg-boss has started: a slow start never holds the server's ready hook", async () => {
    const engine = new ReissueJobEngine(database(), { onError: () => {} });
    const start = vi.spyOn(engine, 'start').mockReturnValue(new Promise<PgBoss>(() => {}));
    await engine.attach(); // waited for the start (forever here) before
    await vi.waitFor(() => expect(start).toHaveBeenCalledTimes(1), WAIT_FOR);
    await engine.stop();
  });

  test('a failed start is reported and tried again', async () => {
    const errors: string[] = [];
    const engine = new ReissueJobEngine(database(), { onError: (err) => errors.push(String(err)) });
    const start = vi
      .spyOn(engine, 'start')
      .mockRejectedValueOnce(new Error('busy'))
      .mockResolvedValue({} as PgBoss);
    await engine.attach();
    await vi.waitFor(() => expect(start).toHaveBeenCalledTimes(2), WAIT_FOR);
    expect(errors).toContain('Error: busy');
    await engine.stop();
  });
});
