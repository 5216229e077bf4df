import type { Template, TemplateStatusBody } from '../../../schemas/content/template.js';
import type { ApiClient } from '../../client.js';

/** POST /admin/templates/{id}/status: sets the status of one template. */
export function setTemplateStatus(
  client: ApiClient,
  id: number,
  body: TemplateStatusBody,
): Promise<Template> {
  return client.request<Template>({ method: 'POST', url: `/admin/templates/${id}/status`, data: body });
}
