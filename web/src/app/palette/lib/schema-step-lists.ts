// A step of the keyboard layer's loading (schema-steps.ts): evaluates the list schemas' chunk.
export { memberRowSchema } from '@opsdeck/shared/schemas';
