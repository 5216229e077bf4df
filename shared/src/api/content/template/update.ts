import type { Template, TemplateUpdateInput } from '../../../schemas/content/template.js';
import type { ApiClient } from '../../client.js';

/**
 * PATCH /admin/templates/{id}: changes the given fields. `body.updatedAt` is the value that was read;
 * when someone else changed the template since, the answer is 409 (detail rule `stale`) and nothing changes.
 */
export function updateTemplate(client: ApiClient, id: number, body: TemplateUpdateInput): Promise<Template> {
  return client.request<Template>({ method: 'PATCH', url: `/admin/templates/${id}`, data: body });
}
