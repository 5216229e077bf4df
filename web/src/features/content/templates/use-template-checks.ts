import { deferredModule } from '../../../lib/deferred-module.ts';

/**
 * The template form's checks, once for the page (lib/deferred-module.ts): zod with the common, list
 * and content schemas first, each in a task of its own (the schema steps the keyboard layer shares),
 * then the checks. /template/create starts it after its first paint and draws without messages until
 * then; a save waits for it, and says so when it could not be loaded. The layout editor lists the
 * layout's problems once it is in.
 */
export const templateChecks = deferredModule(4, () => import('./template-checks.ts'));
