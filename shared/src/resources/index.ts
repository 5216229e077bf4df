export * from './audit-areas.js';
export * from './declarations.js';
export * from './define.js';
export * from './paths.js';
