import type { AxiosRequestConfig } from 'axios';
import type { Health } from '../../schemas/health.js';
import type { ApiClient } from '../client.js';

/** GET /health (public): liveness, database kind, version and, on a demo database, its sign-ins. */
export function getHealth(client: ApiClient, signal?: AxiosRequestConfig['signal']): Promise<Health> {
  return client.request<Health>({ method: 'GET', url: '/health', signal });
}
