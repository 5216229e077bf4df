import type { ApiClient } from '@opsdeck/shared/api';
import { listMessages, readMessages } from '@opsdeck/shared/api';
import type { Message, MessageType } from '@opsdeck/shared/schemas';
import { proxy } from 'valtio';
import { unreadIds, withStatus } from './message-counts.ts';

export interface MessagesState {
  list: Message[];
  status: 'idle' | 'loading' | 'ready' | 'error';
  error: string | null;
}

/** The signed-in operator's message box (valtio). */
export const messagesStore = proxy<MessagesState>({ list: [], status: 'idle', error: null });

let pending: Promise<void> | undefined;

/** Fetches every message of the caller; concurrent calls share one request. */
export function loadMessages(client: ApiClient): Promise<void> {
  pending ??= (async () => {
    if (messagesStore.status !== 'ready') messagesStore.status = 'loading';
    try {
      messagesStore.list = await listMessages(client, {});
      messagesStore.status = 'ready';
      messagesStore.error = null;
    } catch (err) {
      messagesStore.status = 'error';
      messagesStore.error = err instanceof Error ? err.message : String(err);
    } finally {
      pending = undefined;
    }
  })();
  return pending;
}

/** Marks these ids read on screen at once; returns the ids that changed (to undo on failure). */
export function applyRead(ids: readonly number[]): number[] {
  const unread = new Set(unreadIds(messagesStore.list));
  const changed = ids.filter((id) => unread.has(id));
  if (changed.length > 0) messagesStore.list = withStatus(messagesStore.list, changed, 1);
  return changed;
}

/** Undoes `applyRead` for these ids. */
export function revertRead(ids: readonly number[]): void {
  if (ids.length > 0) messagesStore.list = withStatus(messagesStore.list, ids, 0);
}

/**
 * Marks messages read (spec §4: status 0 → 1 once the id is sent to the read call): the counts drop
 * at once; if the call fails they come back (the client has already toasted why). True on success.
 */
export async function markRead(client: ApiClient, ids: readonly number[]): Promise<boolean> {
  const changed = applyRead(ids);
  if (changed.length === 0) return true;
  try {
    await readMessages(client, { ids: changed });
    return true;
  } catch {
    revertRead(changed);
    return false;
  }
}

/** Marks every unread message of one tab (or of all tabs) read. */
export function markAllRead(client: ApiClient, type?: MessageType): Promise<boolean> {
  return markRead(client, unreadIds(messagesStore.list, type));
}

/** Forgets the messages (logout). */
export function clearMessages(): void {
  messagesStore.list = [];
  messagesStore.status = 'idle';
  messagesStore.error = null;
}
