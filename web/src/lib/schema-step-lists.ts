// A step of the schemas' loading (schema-steps.ts): evaluates the list schemas' chunk.
export { memberRowSchema } from '@opsdeck/shared/schemas';
