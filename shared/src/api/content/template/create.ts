import type { Template, TemplateCreateInput } from '../../../schemas/content/template.js';
import type { ApiClient } from '../../client.js';

/** POST /admin/templates: creates a template (409 on a duplicate slug, 400 naming a bad field). */
export function createTemplate(client: ApiClient, body: TemplateCreateInput): Promise<Template> {
  return client.request<Template>({ method: 'POST', url: '/admin/templates', data: body });
}
