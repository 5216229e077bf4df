import type { AutomationId, AutomationSwitch } from '../../schemas/automation.js';
import type { ApiClient } from '../client.js';

/** GET /admin/automation: every automation switch with its state and last change. */
export function listAutomation(client: ApiClient): Promise<AutomationSwitch[]> {
  return client.request<AutomationSwitch[]>({ method: 'GET', url: '/admin/automation' });
}

/** PUT /admin/automation/{id} (admins): turns a switch on or off (audited). */
export function setAutomation(
  client: ApiClient,
  id: AutomationId,
  enabled: boolean,
): Promise<AutomationSwitch> {
  return client.request<AutomationSwitch>({
    method: 'PUT',
    url: `/admin/automation/${id}`,
    data: { enabled },
  });
}
