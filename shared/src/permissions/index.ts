export { firstPermittedRoute } from './first-route.js';
export { type AccessibleRoute, canAccessRoute } from './route-access.js';
export { allowedByServerMenu, isInServerMenu } from './server-menu.js';
export { isVisibleTo } from './visibility.js';
