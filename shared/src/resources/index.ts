export * from './categories.js';
export * from './collections.js';
export * from './define.js';
export * from './paths.js';
export * from './templates.js';
export * from './topics.js';
export * from './wallpaper-topics.js';
export * from './wallpapers.js';
