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
export { login } from './auth/login.js';
export { logout } from './auth/logout.js';
export { createChannel } from './channel/create.js';
export { listChannels } from './channel/list.js';
export { type ApiClient, type ApiClientOptions, createApiClient, PROFILE_PATH } from './client.js';
// Money area (issue 3).
export { listCoinConsumption } from './consume/list-coin.js';
export { listCoinUnlocks } from './consume/list-unlocked.js';
export { listVipConsumption } from './consume/list-vip.js';
// Content area (issue 4).
export { bulkSetCategoryStatus } from './content/category/bulk-status.js';
export { createCategory } from './content/category/create.js';
export { getCategory } from './content/category/get.js';
export { listCategories } from './content/category/list.js';
export { deleteCategory } from './content/category/remove.js';
export { setCategoryStatus } from './content/category/set-status.js';
export { updateCategory } from './content/category/update.js';
export { addCollectionItem } from './content/collection/add-item.js';
export { bulkSetCollectionStatus } from './content/collection/bulk-status.js';
export { createCollection } from './content/collection/create.js';
export { getCollection } from './content/collection/get.js';
export { listCollections } from './content/collection/list.js';
export { deleteCollection } from './content/collection/remove.js';
export { removeCollectionItem } from './content/collection/remove-item.js';
export { reorderCollectionItems } from './content/collection/reorder-items.js';
export { setCollectionStatus } from './content/collection/set-status.js';
export { updateCollection } from './content/collection/update.js';
export { bulkSetTemplateStatus } from './content/template/bulk-status.js';
export { createTemplate } from './content/template/create.js';
export { getTemplate } from './content/template/get.js';
export { listTemplates } from './content/template/list.js';
export { deleteTemplate } from './content/template/remove.js';
export { setTemplateStatus } from './content/template/set-status.js';
export { updateTemplate } from './content/template/update.js';
export { bulkSetTopicStatus } from './content/topic/bulk-status.js';
export { createTopic } from './content/topic/create.js';
export { getTopic } from './content/topic/get.js';
export { listTopics } from './content/topic/list.js';
export { deleteTopic } from './content/topic/remove.js';
export { setTopicStatus } from './content/topic/set-status.js';
export { updateTopic } from './content/topic/update.js';
export { uploadImage } from './content/upload/image.js';
export { bulkSetWallpaperStatus } from './content/wallpaper/bulk-status.js';
export { createWallpaper } from './content/wallpaper/create.js';
export { getWallpaper } from './content/wallpaper/get.js';
export { listWallpapers } from './content/wallpaper/list.js';
export { deleteWallpaper } from './content/wallpaper/remove.js';
export { setWallpaperStatus } from './content/wallpaper/set-status.js';
export { updateWallpaper } from './content/wallpaper/update.js';
export { bulkSetWallpaperTopicStatus } from './content/wallpaper-topic/bulk-status.js';
export { createWallpaperTopic } from './content/wallpaper-topic/create.js';
export { getWallpaperTopic } from './content/wallpaper-topic/get.js';
export { listWallpaperTopics } from './content/wallpaper-topic/list.js';
export { deleteWallpaperTopic } from './content/wallpaper-topic/remove.js';
export { setWallpaperTopicStatus } from './content/wallpaper-topic/set-status.js';
export { updateWallpaperTopic } from './content/wallpaper-topic/update.js';
export { getUserMenu } from './dashboard/menu.js';
export { getMember } from './member/get.js';
export { newIdempotencyKey } from './member/idempotency-key.js';
export { listMembers } from './member/list.js';
export { patchCoin } from './member/patch-coin.js';
export { patchVip } from './member/patch-vip.js';
export { listMessages } from './message/list.js';
export { readMessages } from './message/read.js';
export { listOrders } from './order/list.js';
export { listPoints } from './point/list.js';
export { getPointOverview } from './point/overview.js';
export { listSets } from './set/list.js';
export { setSetStatus } from './set/set-status.js';
export { listAllShops } from './shop/list-all.js';
export { listCheckinRules } from './task/checkin-rules.js';
export { listCheckins } from './task/list-checkins.js';
export { listInvites } from './task/list-invites.js';
