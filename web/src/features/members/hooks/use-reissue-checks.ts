import { deferredModule } from '../../../lib/deferred-module.ts';
import { evaluateSchemaSteps } from '../../../lib/schema-steps.ts';

/**
 * The re-issue form's checks, once for the page (lib/deferred-module.ts): zod with the common and
 * list schemas first, each in a task of its own (the schema steps the keyboard layer shares), then
 * the checks with the re-issue body schemas; then, in tasks of their own, the catalogue's re-issue
 * actions that send (reissue-actions.ts), so the first send does not wait for their fetch. The
 * screen starts it after its first paint; a submit asked for before then starts it at once and
 * waits for it. `use()` loads nothing.
 */
export const reissueChecks = deferredModule(
  3,
  () => import('../lib/reissue-checks.ts'),
  () => {
    void evaluateSchemaSteps(4)
      .then(() => import('../lib/reissue-actions.ts'))
      .catch(() => undefined);
  },
);
