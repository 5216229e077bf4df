import { yieldToMain } from './yield-to-main.ts';

/**
 * What evaluates the shared schemas' chunks before the code that needs them, each step in a task of
 * its own: zod with the common schemas, the list schemas, then the content schemas. Each step is a
 * module that names one schema of its chunk (and is listed in that chunk's group), so that importing
 * it evaluates that chunk; evaluated with the keyboard layer, they were one task of 30 ms here
 * (120 ms at Lighthouse's 4× CPU slowdown), and zod with the list schemas still 23 ms. The keyboard
 * layer (signed-in-keyboard.tsx), the screens that draw with schemas (`SCHEMA_FIRST_SCREENS`,
 * app/router.tsx) and the workplace's quick operations take them first.
 */
export const SCHEMA_STEPS: readonly (() => Promise<unknown>)[] = [
  () => import('./schema-step-common.ts'),
  () => import('./schema-step-lists.ts'),
  () => import('./schema-step-content.ts'),
];

let evaluated: Promise<void> | null = null;

/**
 * The schema steps, once for the page (whoever asks first runs them; later callers share that run):
 * each step evaluated in a task of its own, and the caller resumes in a task of its own after the
 * last. A failed step (a fetch that failed) is tried again by the next caller.
 */
export function evaluateSchemaSteps(): Promise<void> {
  evaluated ??= (async () => {
    for (const step of SCHEMA_STEPS) {
      await step();
      await yieldToMain();
    }
  })().catch((error: unknown) => {
    evaluated = null;
    throw error;
  });
  return evaluated;
}
