import { pathTo } from '../../../lib/route-links.ts';
import type { DetailPlace } from '../shared/detail-page.tsx';

/** The detail screen of a template (spec §2 routes take no path parameters: the id is in the query). */
export function templateHref(id: number): string {
  return pathTo('/template/detail', { id });
}

/** The positive integer id of `?id=`, or null when missing or malformed. */
export function idFromQuery(params: URLSearchParams): number | null {
  const raw = params.get('id') ?? '';
  if (!/^\d{1,10}$/.test(raw)) return null;
  const id = Number(raw);
  return id >= 1 && id <= 2_147_483_647 ? id : null;
}

/** The template detail page's texts and its list. */
export const TEMPLATE_PLACE: DetailPlace = {
  keys: 'contentWeb.template',
  listPath: pathTo('/template/list'),
};
