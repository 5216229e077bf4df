import type { EventEmitter } from 'node:events';
import { vi } from 'vitest';
import { WAIT_FOR } from './wait.js';

/** The stdin of an ink-testing-library render. */
interface TestStdin extends EventEmitter {
  data: string | null;
  write(data: string): void;
}

/**
 * Types keys into a rendered Ink app one at a time, each once the previous one is handled: it waits
 * until Ink reads stdin (its input hook is mounted), writes the key, waits until Ink has taken it,
 * then lets the render that key scheduled run. Conditions, no fixed delays.
 */
export function keyTyper(stdin: TestStdin) {
  return async (...inputs: string[]) => {
    for (const input of inputs) {
      await vi.waitFor(() => {
        if (stdin.listenerCount('readable') === 0) throw new Error('Ink is not reading stdin yet');
      }, WAIT_FOR);
      stdin.write(input);
      await vi.waitFor(() => {
        if (stdin.data !== null) throw new Error('Ink has not read the key yet');
      }, WAIT_FOR);
      // React schedules the re-render with setImmediate: run behind it
      await new Promise((resolve) => setImmediate(resolve));
    }
  };
}
