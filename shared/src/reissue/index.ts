export * from './filter-words.js';
export * from './kinds.js';
