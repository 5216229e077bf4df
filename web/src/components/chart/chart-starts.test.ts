import { describe, expect, test, vi } from 'vitest';
import { WAIT_FOR } from '../../testing/wait.ts';
import { queueChartStart } from './chart-starts.ts';

describe('queueChartStart', () => {
  test('starts the queued charts in order, each in a task of its own, and skips a cancelled one', async () => {
    const ran: string[] = [];
    // each start leaves a mark in a microtask: a start in a later task finds the previous one's mark,
    // a start in the same task would not (microtasks run once the task's script has ended)
    const marks: string[] = [];
    const found: string[][] = [];
    const start = (name: string) => () => {
      ran.push(name);
      found.push([...marks]);
      queueMicrotask(() => marks.push(`after ${name}`));
    };
    queueChartStart(start('a'));
    const cancelB = queueChartStart(start('b'));
    queueChartStart(start('c'));
    cancelB();
    expect(ran).toEqual([]); // nothing runs in the task that queued them
    await vi.waitFor(() => expect(ran).toEqual(['a', 'c']), WAIT_FOR);
    // c found a's mark: it ran in a later task
    expect(found).toEqual([[], ['after a']]);
  });
});
