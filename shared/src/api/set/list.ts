import type { Page } from '../../schemas/common.js';
import type { SetListQuery, SetRow } from '../../schemas/set.js';
import { queryGet } from '../query-get.js';

/** GET /admin/sets: curated sets, filtered, sorted and paged on the server. */
export const listSets = queryGet<SetListQuery, Page<SetRow>>('/admin/sets');
