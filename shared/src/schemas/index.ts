// User centre: own profile, password, sessions, security, certification, info tabs.
export * from './account.js';
export * from './account-info.js';
export * from './account-security.js';
export * from './analysis.js';
export * from './analysis-panels.js';
// Second factor (TOTP) and API tokens for scripts.
export * from './api-token.js';
// Approvals and stored settings.
export * from './approval.js';
export * from './approval-changes.js';
export * from './approval-figures.js';
export {
  type LoginBody,
  type LoginResult,
  loginBodySchema,
  loginResultSchema,
  strongPasswordSchema,
} from './auth.js';
export * from './automation.js';
export * from './avatar-files.js';
export * from './business-format.js';
export * from './business-time.js';
export * from './channel.js';
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
// Money area: members, ledgers, orders, re-issues, consumption, tasks, points.
export * from './consume.js';
// Content area.
export * from './content/index.js';
// The workplace's panels.
export * from './dashboard.js';
export * from './full-days.js';
export {
  DATABASE_NAMES,
  type DatabaseKind,
  type DemoAccount,
  databaseKindSchema,
  demoAccountSchema,
  type Health,
  healthSchema,
  type Live,
  liveSchema,
  type Ready,
  readySchema,
} from './health.js';
export { boundText, fieldLabelIn, formatIssuesIn } from './issue-messages.js';
export { fieldLabel, formatIssues, joinMessages } from './issues.js';
export * from './ledger.js';
export * from './list-query.js';
export * from './media-fields.js';
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
export * from './money-policy.js';
// Monitor area (live activity, status, rotation).
export * from './monitor.js';
export * from './monitor-change.js';
export * from './order.js';
export * from './order-detail.js';
export * from './point.js';
export { type Profile, profileSchema } from './profile.js';
export * from './reissue.js';
export * from './reissue-job.js';
export * from './set.js';
export { SHOP_TYPES, type Shop, shopSchema } from './shop.js';
export * from './task.js';
export * from './task-record.js';
export { joinMessagesIn, type Translator, translatorIn } from './translator.js';
export * from './two-factor.js';
export * from './typed-number.js';
