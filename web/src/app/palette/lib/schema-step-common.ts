// A step of the keyboard layer's loading (schema-steps.ts): evaluates zod and the common schemas' chunk.
export { pageQuerySchema } from '@opsdeck/shared/schemas';
