import { yieldToMain } from './yield-to-main.ts';

/**
 * What evaluates the shared schemas' chunks before the code that needs them, each step in a task of
 * its own: zod itself, the common schemas, the list schemas, the content schemas, then the catalogue
 * actions' argument schemas. Each step is a module that names one export of its chunk (and is listed
 * in that chunk's group), so that importing it evaluates that chunk (a dynamic `import('zod')` would
 * keep all of zod's exports: 386 KB instead of 95). Evaluated with the keyboard layer, they were one
 * task of 30 ms here (120 ms at Lighthouse's 4× CPU slowdown); zod with the common schemas was then
 * still 15 to 24 ms, zod with the list schemas 23, and the action schemas with the layer's own code
 * 12 to 15 (docs/performance.md). The keyboard layer (signed-in-keyboard.tsx), the screens that draw
 * with schemas (`SCHEMA_FIRST_SCREENS`, app/router.tsx) and the workplace's quick operations take
 * them first.
 */
export const SCHEMA_STEPS: readonly (() => Promise<unknown>)[] = [
  () => import('./schema-step-zod.ts'),
  () => import('./schema-step-common.ts'),
  () => import('./schema-step-lists.ts'),
  () => import('./schema-step-content.ts'),
  () => import('./schema-step-actions.ts'),
];

/** Each step's run, once for the page (step i waits for step i − 1). */
const runs: Promise<void>[] = [];

function run(index: number): Promise<void> {
  const step = SCHEMA_STEPS[index];
  if (!step) return Promise.resolve();
  const existing = runs[index];
  if (existing) return existing;
  const started = (index > 0 ? run(index - 1) : Promise.resolve())
    .then(step)
    .then(() => yieldToMain())
    .catch((error: unknown) => {
      // a failed step (a fetch that failed) is tried again by the next caller
      runs.length = Math.min(runs.length, index);
      throw error;
    });
  runs[index] = started;
  return started;
}

/**
 * The first `count` schema steps (all of them by default), once for the page (whoever asks first
 * runs them; later callers share that run): each step evaluated in a task of its own, and the
 * caller resumes in a task of its own after the last. A screen that needs only zod with the common
 * and list schemas takes three, so the content schemas' chunk is not fetched before it.
 */
export function evaluateSchemaSteps(count = SCHEMA_STEPS.length): Promise<void> {
  return count <= 0 ? Promise.resolve() : run(Math.min(count, SCHEMA_STEPS.length) - 1);
}
