export * from './filter-words.js';
export * from './job-pace.js';
export * from './kinds.js';
