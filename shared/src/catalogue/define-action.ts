import type { ActionEntry } from './types.js';

/** Types an action's `run` by its args schema, and files it as a plain catalogue entry. */
export function defineAction<A extends ActionEntry['args'] & object>(entry: ActionEntry<A>): ActionEntry {
  return entry as unknown as ActionEntry;
}
