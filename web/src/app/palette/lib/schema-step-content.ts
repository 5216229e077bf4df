// A step of the keyboard layer's loading (schema-steps.ts): evaluates the content schemas' chunk.
export { wallpaperSchema } from '@opsdeck/shared/schemas';
