// A step of the schemas' loading (schema-steps.ts): evaluates zod's chunk alone.
export { object } from 'zod';
