// User centre.
export { getAccountOverview, listProjects, listTeam } from './account/info.js';
export { getProfile } from './account/profile.js';
export {
  changePassword,
  getAccountProfile,
  getCertification,
  getSecurity,
  listSessions,
  revokeOtherSessions,
  revokeSession,
  updateProfile,
  updateSecurity,
  withdrawCertification,
} from './account/settings.js';
export { createApiToken, listApiTokens, revokeApiToken } from './account/tokens.js';
export { disableTwoFactor, enableTwoFactor, getTwoFactor, setupTwoFactor } from './account/two-factor.js';
export { getAnalysisDimensions } from './analysis/dimensions.js';
export { getAnalysisOverview } from './analysis/overview.js';
export {
  getChainGrowth,
  getContentPeriod,
  getContentPublishing,
  getPopularAuthors,
} from './analysis/panels.js';
export { approveApproval } from './approval/approve.js';
export { getApproval } from './approval/get.js';
export { listApprovals } from './approval/list.js';
export { rejectApproval } from './approval/reject.js';
export { login, verifyLogin } from './auth/login.js';
export { logout } from './auth/logout.js';
export { listAutomation, setAutomation } from './automation/switches.js';
export { createChannel } from './channel/create.js';
export { listChannels } from './channel/list.js';
export {
  type ApiClient,
  type ApiClientOptions,
  type ApiRequestConfig,
  createApiClient,
  PROFILE_PATH,
  quietly,
} from './client.js';
// Money area.
export { listCoinConsumption } from './consume/list-coin.js';
export { listCoinUnlocks } from './consume/list-unlocked.js';
export { listVipConsumption } from './consume/list-vip.js';
export { addCollectionItem } from './content/collection/add-item.js';
export { removeCollectionItem } from './content/collection/remove-item.js';
export { reorderCollectionItems } from './content/collection/reorder-items.js';
// Content area.
export * from './content/resources.js';
export { uploadImage } from './content/upload/image.js';
export { getUserMenu } from './dashboard/menu.js';
export { getDashboardCategories, getDashboardContentData, getDashboardPopular } from './dashboard/panels.js';
export { getHealth } from './health/get.js';
export { getMediaParams, requestMediaParams } from './media/params.js';
export { getMember } from './member/get.js';
export { newIdempotencyKey } from './member/idempotency-key.js';
export { listMembers } from './member/list.js';
export { lookupMembers } from './member/lookup.js';
export { reissueCoins } from './member/reissue-coins.js';
export { findReissueKeys } from './member/reissue-keys.js';
export { reissueVip } from './member/reissue-vip.js';
export { listMessages } from './message/list.js';
export { readMessages } from './message/read.js';
export { getMonitorActivity } from './monitor/activity.js';
export { MONITOR_EVENTS_PATH } from './monitor/events.js';
export { listMonitorNotes } from './monitor/notes.js';
export { postMonitorNote } from './monitor/post-note.js';
export { getMonitorPreview } from './monitor/preview.js';
export { getMonitorRotation } from './monitor/rotation.js';
export { createSseParser, type SseFrame } from './monitor/sse.js';
export { starMonitorNote } from './monitor/star-note.js';
export { getMonitorStatus } from './monitor/status.js';
export { getOrder } from './order/get.js';
export { listOrders } from './order/list.js';
export { listPoints } from './point/list.js';
export { getPointOverview } from './point/overview.js';
export { getMoneyControls, setMoneyLimits } from './policy/money-controls.js';
export { cancelReissueJob } from './reissue-job/cancel.js';
export { createReissueJob } from './reissue-job/create.js';
export { getReissueJob, getReissueJobResultCsv, listReissueJobRows } from './reissue-job/get.js';
export { listReissueJobs } from './reissue-job/list.js';
export { listOpenReissueJobs } from './reissue-job/list-open.js';
export { listSets } from './set/list.js';
export { setSetStatus } from './set/set-status.js';
export { listAllShops } from './shop/list-all.js';
export { type AskCode, isOtpRequired, isWrongCode, withCode, withStepUp } from './step-up.js';
export { listCheckinRules } from './task/checkin-rules.js';
export { listCheckins } from './task/list-checkins.js';
export { listInvites } from './task/list-invites.js';
export { recordCheckin, recordInvite } from './task/record.js';
