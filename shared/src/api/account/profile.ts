import type { Profile } from '../../schemas/profile.js';
import type { ApiClient } from '../client.js';
import { PROFILE_PATH } from '../client.js';

/** GET /admin/account/profile: the signed-in operator. */
export function getProfile(client: ApiClient): Promise<Profile> {
  return client.request<Profile>({ method: 'GET', url: PROFILE_PATH });
}
