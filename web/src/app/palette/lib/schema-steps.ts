/**
 * What the keyboard layer's code evaluates before the layer itself, each step in a task of its own
 * (signed-in-keyboard.tsx): the list schemas with zod, then the content schemas. Each step is a
 * module that names one schema of its chunk, so that importing it evaluates that chunk; evaluated
 * with the layer, the three were one task of 30 ms here (120 ms at Lighthouse's 4× CPU slowdown).
 */
export const SCHEMA_STEPS: readonly (() => Promise<unknown>)[] = [
  () => import('./schema-step-lists.ts'),
  () => import('./schema-step-content.ts'),
];
