/** Where a list's column choice is kept on this device. */
export function columnStorageKey(listId: string): string {
  return `opsdeck.list.${listId}.columns`;
}

/** The stored column ids of a list, or null (none stored, or unreadable). */
export function readStoredColumns(
  listId: string,
  storage: Pick<Storage, 'getItem'> = localStorage,
): string[] | null {
  try {
    const raw = storage.getItem(columnStorageKey(listId));
    const parsed: unknown = raw ? JSON.parse(raw) : null;
    return Array.isArray(parsed) && parsed.every((x) => typeof x === 'string') ? parsed : null;
  } catch {
    return null;
  }
}

/** Keeps a column choice, or forgets it (null: back to the defaults). */
export function storeColumns(
  listId: string,
  ids: readonly string[] | null,
  storage: Pick<Storage, 'setItem' | 'removeItem'> = localStorage,
): void {
  try {
    if (ids === null) storage.removeItem(columnStorageKey(listId));
    else storage.setItem(columnStorageKey(listId), JSON.stringify(ids));
  } catch {
    // Storage full or disabled: the URL still carries the choice.
  }
}
