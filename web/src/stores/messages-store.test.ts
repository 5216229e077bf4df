import type { Message } from '@opsdeck/shared/schemas';
import { beforeEach, describe, expect, test } from 'vitest';
import { messageTagOf } from '../features/messages/lib/message-tags.ts';
import { unreadCounts, unreadIds, withStatus } from './message-counts.ts';
import { applyRead, clearMessages, messagesStore, revertRead } from './messages-store.ts';

let nextId = 1;
function msg(type: Message['type'], status: 0 | 1, messageType: number | null = null): Message {
  return {
    id: nextId++,
    type,
    title: `${type} ${nextId}`,
    subTitle: '',
    avatar: '',
    content: 'text',
    time: '2025-01-01T00:00:00.000Z',
    messageType,
    status,
  };
}

const inbox = () => [
  msg('message', 0),
  msg('message', 0),
  msg('message', 1),
  msg('notice', 0, 3),
  msg('notice', 1, 1),
  msg('todo', 0, 0),
];

beforeEach(() => {
  clearMessages();
  messagesStore.list = inbox();
  messagesStore.status = 'ready';
});

describe('message counts', () => {
  test('unread per tab and in all', () => {
    expect(unreadCounts(messagesStore.list)).toEqual({ message: 2, notice: 1, todo: 1, total: 4 });
    expect(unreadCounts([])).toEqual({ message: 0, notice: 0, todo: 0, total: 0 });
  });

  test('unread ids of one tab, or of all', () => {
    const list = messagesStore.list;
    expect(unreadIds(list, 'message')).toEqual([list[0]!.id, list[1]!.id]);
    expect(unreadIds(list)).toHaveLength(4);
  });

  test('withStatus changes only the given ids and returns a new list', () => {
    const list = messagesStore.list;
    const next = withStatus(list, [list[0]!.id], 1);
    expect(next[0]!.status).toBe(1);
    expect(list[0]!.status).toBe(0);
    expect(next[1]).toBe(list[1]);
  });
});

describe('messages store', () => {
  test('a read lowers the counts at once, and an undo restores them', () => {
    const [first, , read] = messagesStore.list;
    const changed = applyRead([first!.id, read!.id]);
    expect(changed).toEqual([first!.id]);
    expect(unreadCounts(messagesStore.list)).toMatchObject({ message: 1, total: 3 });
    revertRead(changed);
    expect(unreadCounts(messagesStore.list)).toMatchObject({ message: 2, total: 4 });
    expect(messagesStore.list[2]!.status).toBe(1);
  });

  test('marking a tab read leaves the other tabs alone', () => {
    applyRead(unreadIds(messagesStore.list, 'message'));
    expect(unreadCounts(messagesStore.list)).toEqual({ message: 0, notice: 1, todo: 1, total: 2 });
  });

  test('logout forgets the messages', () => {
    clearMessages();
    expect(messagesStore).toMatchObject({ list: [], status: 'idle', error: null });
  });
});

describe('status tags', () => {
  test('messageType maps to the template’s labels and colours; plain messages have none', () => {
    expect(messageTagOf('notice', 3)).toEqual({ i18nKey: 'chrome.messages.status.3', intent: 'danger' });
    expect(messageTagOf('todo', 0)).toEqual({ i18nKey: 'chrome.messages.status.0', intent: 'none' });
    expect(messageTagOf('notice', 1)?.intent).toBe('success');
    expect(messageTagOf('todo', 2)?.intent).toBe('primary');
    expect(messageTagOf('message', 1)).toBeUndefined();
    expect(messageTagOf('notice', null)).toBeUndefined();
    expect(messageTagOf('notice', 9)).toBeUndefined();
  });
});
