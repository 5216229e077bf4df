import type { AutomationId, AutomationSwitch } from '../../schemas/automation.js';
import type { PolicyChangeAnswer } from '../../schemas/money-policy.js';
import type { ApiClient } from '../client.js';

/** GET /admin/automation: every automation switch with its state and last change. */
export function listAutomation(client: ApiClient): Promise<AutomationSwitch[]> {
  return client.request<AutomationSwitch[]>({ method: 'GET', url: '/admin/automation' });
}

/**
 * PUT /admin/automation/{id} (admins): turns a switch on or off (audited). Turning a money control's
 * switch off waits for a second admin: the answer is then a pending policy change (`isPolicyPending`).
 */
export function setAutomation(
  client: ApiClient,
  id: AutomationId,
  enabled: boolean,
): Promise<AutomationSwitch | PolicyChangeAnswer> {
  return client.request<AutomationSwitch | PolicyChangeAnswer>({
    method: 'PUT',
    url: `/admin/automation/${id}`,
    data: { enabled },
  });
}
