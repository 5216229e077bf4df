import type { MessageReadBody } from '../../schemas/message.js';
import type { ApiClient } from '../client.js';

/** POST /message/read: marks the caller's own messages read; answers true. */
export function readMessages(client: ApiClient, body: MessageReadBody): Promise<boolean> {
  return client.request<boolean>({ method: 'POST', url: '/message/read', data: body });
}
