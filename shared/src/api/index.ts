export { getProfile } from './account/profile.js';
export { login } from './auth/login.js';
export { logout } from './auth/logout.js';
export { type ApiClient, type ApiClientOptions, createApiClient, PROFILE_PATH } from './client.js';
export { getUserMenu } from './dashboard/menu.js';
export { listMessages } from './message/list.js';
export { readMessages } from './message/read.js';
export { listAllShops } from './shop/list-all.js';
