import type { Message, MessageListQuery } from '../../schemas/message.js';
import type { ApiClient } from '../client.js';

/** POST /message/list: the caller's messages, newest first, optionally by type and unread. */
export function listMessages(client: ApiClient, query: MessageListQuery = {}): Promise<Message[]> {
  return client.request<Message[]>({ method: 'POST', url: '/message/list', data: query });
}
