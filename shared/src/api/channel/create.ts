import type { Channel, ChannelCreateBody } from '../../schemas/channel.js';
import type { ApiClient } from '../client.js';

/** POST /admin/channels: creates a promotion channel (admin); the server generates its code. */
export function createChannel(client: ApiClient, body: ChannelCreateBody): Promise<Channel> {
  return client.request<Channel>({ method: 'POST', url: '/admin/channels', data: body });
}
