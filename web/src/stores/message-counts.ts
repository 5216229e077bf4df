import type { Message, MessageType } from '@opsdeck/shared/schemas';

/** The message box tabs, in order (spec §2). */
export const MESSAGE_TYPES: readonly MessageType[] = ['message', 'notice', 'todo'];

export type UnreadCounts = Record<MessageType | 'total', number>;

/** Unread messages per tab and in all (the bell's number). */
export function unreadCounts(list: readonly Message[]): UnreadCounts {
  const counts: UnreadCounts = { message: 0, notice: 0, todo: 0, total: 0 };
  for (const m of list) {
    if (m.status !== 0) continue;
    counts[m.type] += 1;
    counts.total += 1;
  }
  return counts;
}

/** The unread ids of one tab ("mark all read"), or of every tab. */
export function unreadIds(list: readonly Message[], type?: MessageType): number[] {
  return list.filter((m) => m.status === 0 && (!type || m.type === type)).map((m) => m.id);
}

/** The list with these ids read (status 1); other messages untouched. */
export function withStatus(list: readonly Message[], ids: readonly number[], status: 0 | 1): Message[] {
  const set = new Set(ids);
  return list.map((m) => (set.has(m.id) && m.status !== status ? { ...m, status } : m));
}
