/**
 * What the keyboard layer's code evaluates before the layer itself, each step in a task of its own
 * (signed-in-keyboard.tsx): zod with the common schemas, the list schemas, then the content schemas.
 * Each step is a module that names one schema of its chunk (and is listed in that chunk's group), so
 * that importing it evaluates that chunk; evaluated with the layer, they were one task of 30 ms here
 * (120 ms at Lighthouse's 4× CPU slowdown), and zod with the list schemas still 23 ms.
 */
export const SCHEMA_STEPS: readonly (() => Promise<unknown>)[] = [
  () => import('./schema-step-common.ts'),
  () => import('./schema-step-lists.ts'),
  () => import('./schema-step-content.ts'),
];
