/**
 * The shared query schemas of the list screens (the ones the server checks), in one chunk with zod,
 * loaded by `listQuerySchema` (define-list.ts) when a list first has a query to check: a list draws
 * and fetches its first page without them.
 */
export {
  categoryListQuerySchema,
  checkinListQuerySchema,
  coinConsumeQuerySchema,
  inviteListQuerySchema,
  memberListQuerySchema,
  orderListQuerySchema,
  pointListQuerySchema,
  setListQuerySchema,
  templateListQuerySchema,
  unlockListQuerySchema,
  wallpaperListQuerySchema,
} from '@opsdeck/shared/schemas';
