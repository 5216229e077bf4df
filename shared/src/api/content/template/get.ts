import type { Template } from '../../../schemas/content/template.js';
import type { ApiClient } from '../../client.js';

/** GET /admin/templates/{id}: one template. */
export function getTemplate(client: ApiClient, id: number): Promise<Template> {
  return client.request<Template>({ method: 'GET', url: `/admin/templates/${id}` });
}
