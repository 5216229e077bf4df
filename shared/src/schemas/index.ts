// Approvals and stored settings.
export * from './approval.js';
export {
  type LoginBody,
  type LoginResult,
  loginBodySchema,
  loginResultSchema,
  strongPasswordSchema,
} from './auth.js';
export * from './automation.js';
export {
  DEFAULT_PAGE_SIZE,
  type ErrorEnvelope,
  envelopeSchema,
  errorEnvelopeSchema,
  MAX_PAGE_SIZE,
  type Page,
  type PageQuery,
  pageQuerySchema,
  pageSchema,
  queryBooleanSchema,
  type Role,
  type RoleOrAny,
  roleSchema,
} from './common.js';
// Money area (issue 3): members, ledgers, orders, re-issues, consumption, tasks, points.
export * from './consume.js';
// Content area (issue 4).
export * from './content/index.js';
export { fieldLabel, formatIssues } from './issues.js';
export * from './ledger.js';
export * from './ledger-query.js';
export * from './media-params.js';
export * from './member.js';
export { type MenuNode, menuMetaSchema, menuNodeSchema } from './menu.js';
export {
  type Message,
  type MessageListQuery,
  type MessageReadBody,
  type MessageType,
  messageListQuerySchema,
  messageReadBodySchema,
  messageSchema,
  messageTypeSchema,
} from './message.js';
export * from './order.js';
export * from './patch.js';
export * from './point.js';
export { type Profile, profileSchema } from './profile.js';
export { SHOP_TYPES, type Shop, shopSchema } from './shop.js';
export * from './task.js';
