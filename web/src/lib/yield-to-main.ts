/**
 * Ends the current task and resumes in a new one (`scheduler.yield()` where the browser has it, else
 * a zero timeout), so the browser can paint and take input in between. Boot steps that each take
 * tens of milliseconds (evaluating a chunk, building the router, the first render) are split with
 * it: one long task blocks the page for the sum of them.
 */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
