// A step of the schemas' loading (schema-steps.ts): evaluates the content schemas' chunk.
export { wallpaperSchema } from '@opsdeck/shared/schemas';
