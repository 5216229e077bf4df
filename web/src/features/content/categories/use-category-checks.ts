import { deferredModule } from '../../../lib/deferred-module.ts';

/**
 * The row checks' module, once for the page (lib/deferred-module.ts): zod with the common, list and
 * content schemas first, each in a task of its own (the schema steps the keyboard layer shares),
 * then the checks. The list starts it after its first paint; an edit opened before then starts it
 * at once; a save waits for it, and says so when it could not be loaded.
 */
export const categoryChecks = deferredModule(4, () => import('./category-checks.ts'));
