/** This browser tab's sessionStorage, or undefined where there is none (tests, blocked storage). */
export function session(): Storage | undefined {
  try {
    return typeof sessionStorage === 'undefined' ? undefined : sessionStorage;
  } catch {
    return undefined;
  }
}

/** The array stored as JSON under `key`, or null when it is missing, unreadable or not an array. */
export function readStoredArray(
  storage: Pick<Storage, 'getItem'> | undefined,
  key: string,
): unknown[] | null {
  let stored: unknown;
  try {
    stored = JSON.parse(storage?.getItem(key) ?? '[]');
  } catch {
    return null;
  }
  return Array.isArray(stored) ? stored : null;
}
