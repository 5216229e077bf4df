/** Stops listening for interrupts. */
export type Unsubscribe = () => void;

/**
 * Ctrl+C (SIGINT) as the CLI handles it. With nobody listening, or on the second Ctrl+C, `quit`
 * ends the program at once (main.ts owns the exit). A listener — a batch — gets the first one to
 * stop cleanly: no new rows, the rows in flight finished and recorded, a summary printed.
 */
export interface Interrupts {
  /** Calls `listener` on the next Ctrl+C instead of quitting. */
  onInterrupt(listener: () => void): Unsubscribe;
  /** What the signal handler calls. */
  fire(): void;
  /** True while something (a batch) listens: quitting now would cut it short. */
  busy(): boolean;
}

/** An interrupt hub; `quit` must not return (main.ts exits the process with code 130). */
export function createInterrupts(quit: () => void): Interrupts {
  const listeners = new Set<() => void>();
  let pending = false;
  return {
    onInterrupt(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) pending = false;
      };
    },
    fire() {
      if (listeners.size === 0 || pending) {
        quit();
        return;
      }
      pending = true;
      for (const listener of [...listeners]) listener();
    },
    busy: () => listeners.size > 0,
  };
}
