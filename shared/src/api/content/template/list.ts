import type { Page } from '../../../schemas/common.js';
import type { Template, TemplateListQuery } from '../../../schemas/content/template.js';
import type { ApiClient } from '../../client.js';

/** GET /admin/templates: template rows filtered, sorted and paged on the server (`{list, total}`). */
export function listTemplates(client: ApiClient, query: TemplateListQuery = {}): Promise<Page<Template>> {
  return client.request<Page<Template>>({ method: 'GET', url: '/admin/templates', params: query });
}
