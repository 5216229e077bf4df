/**
 * Runs `work` over items in order with at most `concurrency` at a time. Before taking each next
 * item it asks `stopped()`: once that is true no new item starts, and the promise resolves when
 * the items already started have finished. Resolves with how many items were started.
 */
export async function runPool<T>(
  items: readonly T[],
  opts: { concurrency: number; stopped?: () => boolean },
  work: (item: T, index: number) => Promise<void>,
): Promise<number> {
  let next = 0;
  const lanes = Math.max(1, Math.min(opts.concurrency, items.length));
  const lane = async () => {
    while (next < items.length && !opts.stopped?.()) {
      const index = next++;
      await work(items[index] as T, index);
    }
  };
  await Promise.all(Array.from({ length: lanes }, lane));
  return next;
}
