import type { ChannelList } from '../../schemas/channel.js';
import type { ApiClient } from '../client.js';

/** GET /admin/channels: every promotion channel with its member count (any role). */
export function listChannels(client: ApiClient): Promise<ChannelList> {
  return client.request<ChannelList>({ method: 'GET', url: '/admin/channels' });
}
