// Content area: the shared pieces and the modules whose own values other code draws (limits,
// enumerations, bodies of their own routes). A resource's schemas are reached through its declaration
// (shared/src/resources/declarations.ts, which also exports its row type), so a new resource whose
// module holds nothing else other code names is not listed here (the wallpaper topics are not).
export * from './category.js';
export * from './collection.js';
export * from './common.js';
export * from './publish.js';
export * from './template.js';
export * from './template-layout.js';
export * from './topic.js';
export * from './upload.js';
export * from './wallpaper.js';
