// Content area: categories, topics, wallpaper topics, wallpapers, templates, collections, uploads.
export * from './category.js';
export * from './collection.js';
export * from './common.js';
export * from './publish.js';
export * from './template.js';
export * from './template-layout.js';
export * from './topic.js';
export * from './upload.js';
export * from './wallpaper.js';
export * from './wallpaper-topic.js';
