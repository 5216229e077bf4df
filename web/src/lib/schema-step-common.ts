// A step of the schemas' loading (schema-steps.ts): evaluates zod and the common schemas' chunk.
export { pageQuerySchema } from '@opsdeck/shared/schemas';
