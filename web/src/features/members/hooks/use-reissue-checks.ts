import { useEffect, useState } from 'react';
import { evaluateSchemaSteps } from '../../../lib/schema-steps.ts';

type ReissueChecks = typeof import('../lib/reissue-checks.ts');

let loading: Promise<ReissueChecks> | null = null;
let loaded: ReissueChecks | null = null;
let settle: (m: ReissueChecks) => void = () => undefined;
/** Settles when the checks are in, whoever loaded them (waiting for it loads nothing). */
let ready = waitForChecks();

function waitForChecks(): Promise<ReissueChecks> {
  return new Promise<ReissueChecks>((resolve) => {
    settle = resolve;
  });
}

/** For tests: the page as it was before the checks loaded (a screen mounted next draws without them). */
export function forgetReissueChecks(): void {
  loading = null;
  loaded = null;
  ready = waitForChecks();
}

/**
 * The re-issue form's checks, once for the page: zod with the common and list schemas first, each in
 * a task of its own (the schema steps the keyboard layer shares), then the checks with the re-issue
 * body schemas; then, in tasks of their own, the catalogue's re-issue actions that send
 * (reissue-actions.ts), so the first send does not wait for their fetch. The screen starts it after
 * its first paint; a submit asked for before then starts it at once and waits for it.
 */
export function loadReissueChecks(): Promise<ReissueChecks> {
  loading ??= evaluateSchemaSteps(3)
    .then(() => import('../lib/reissue-checks.ts'))
    .then((m) => {
      loaded = m;
      settle(m);
      void evaluateSchemaSteps(4)
        .then(() => import('../lib/reissue-actions.ts'))
        .catch(() => undefined);
      return m;
    })
    .catch((error: unknown) => {
      // a failed fetch is tried again by the next caller
      loading = null;
      throw error;
    });
  return loading;
}

/**
 * The form's checks, or null until they are in (the form draws without messages until then). It
 * does not load them: the screen does after its first paint (`loadReissueChecks`), or a submit.
 */
export function useReissueChecks(): ReissueChecks | null {
  const [checks, setChecks] = useState<ReissueChecks | null>(loaded);
  useEffect(() => {
    if (checks) return;
    let mounted = true;
    void ready.then((m) => mounted && setChecks(m));
    return () => {
      mounted = false;
    };
  }, [checks]);
  return checks;
}
