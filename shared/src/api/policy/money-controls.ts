import type { MoneyControls, MoneyLimitsChange, PolicyChangeAnswer } from '../../schemas/money-policy.js';
import type { ApiClient } from '../client.js';

/** GET /admin/money-controls: the re-issue limits and four-eyes switch in effect, and changes waiting. */
export function getMoneyControls(client: ApiClient): Promise<MoneyControls> {
  return client.request<MoneyControls>({ method: 'GET', url: '/admin/money-controls' });
}

/**
 * PUT /admin/money-controls (admins): changes limits. Tightening applies at once (`applied`); a
 * change that weakens any limit waits for a second admin (`pending` with `approvalId`).
 */
export function setMoneyLimits(client: ApiClient, change: MoneyLimitsChange): Promise<PolicyChangeAnswer> {
  return client.request<PolicyChangeAnswer>({ method: 'PUT', url: '/admin/money-controls', data: change });
}
