// A step of the schemas' loading (schema-steps.ts): evaluates the catalogue actions' argument schemas' chunk.
export { monitorNoteBodySchema } from '@opsdeck/shared/schemas';
