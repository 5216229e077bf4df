import { describe, expect, test } from 'vitest';
import { runPool } from './pool.js';

const tick = () => new Promise((r) => setTimeout(r, 1));

describe('runPool', () => {
  test('runs every item, at most `concurrency` at a time, starting them in order', async () => {
    let running = 0;
    let peak = 0;
    const started: number[] = [];
    const count = await runPool([...Array(20).keys()], { concurrency: 4 }, async (item) => {
      started.push(item);
      running++;
      peak = Math.max(peak, running);
      await tick();
      running--;
    });
    expect(count).toBe(20);
    expect(peak).toBe(4);
    expect(started).toEqual([...Array(20).keys()]);
  });

  test('once stopped, no new item starts and the started ones finish', async () => {
    let stop = false;
    const finished: number[] = [];
    const count = await runPool(
      [...Array(10).keys()],
      { concurrency: 3, stopped: () => stop },
      async (item) => {
        if (item === 4) stop = true;
        await tick();
        finished.push(item);
      },
    );
    expect(count).toBe(5);
    expect(finished.sort((a, b) => a - b)).toEqual([0, 1, 2, 3, 4]);
  });

  test('an empty list and a concurrency above the item count are fine', async () => {
    expect(await runPool([], { concurrency: 8 }, async () => {})).toBe(0);
    expect(await runPool([1, 2], { concurrency: 32 }, async () => {})).toBe(2);
  });
});
