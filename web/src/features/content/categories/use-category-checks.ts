import { useEffect, useState } from 'react';
import { evaluateSchemaSteps } from '../../../lib/schema-steps.ts';

type CategoryChecks = typeof import('./category-checks.ts');

let loading: Promise<CategoryChecks> | null = null;
let loaded: CategoryChecks | null = null;

/**
 * The row checks' module, once for the page: zod with the common, list and content schemas first,
 * each in a task of its own (the schema steps the keyboard layer shares), then the checks. The list
 * starts it after its first paint; an edit opened before then starts it at once.
 */
export function loadCategoryChecks(): Promise<CategoryChecks> {
  loading ??= evaluateSchemaSteps(4)
    .then(() => import('./category-checks.ts'))
    .then((m) => {
      loaded = m;
      return m;
    })
    .catch((error: unknown) => {
      // a failed fetch is tried again by the next caller
      loading = null;
      throw error;
    });
  return loading;
}

/** The row checks, or null while they load (the row draws without messages until then). */
export function useCategoryChecks(): CategoryChecks | null {
  const [checks, setChecks] = useState<CategoryChecks | null>(loaded);
  useEffect(() => {
    if (checks) return;
    let mounted = true;
    loadCategoryChecks().then(
      (m) => mounted && setChecks(m),
      () => undefined,
    );
    return () => {
      mounted = false;
    };
  }, [checks]);
  return checks;
}
