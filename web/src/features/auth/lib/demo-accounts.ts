import { getHealth } from '@opsdeck/shared/api';
import type { DemoAccount } from '@opsdeck/shared/schemas';
import { useEffect, useState } from 'react';
import { useApi } from '../../../lib/api-context.tsx';

/**
 * The demo sign-ins the server offers: `GET /health` lists them only when its database holds the
 * demo seed and the demo operators still have their seed passwords. Nothing is offered until it
 * answers, or when it cannot be reached.
 */
export function useDemoAccounts(): readonly DemoAccount[] {
  const api = useApi();
  const [accounts, setAccounts] = useState<readonly DemoAccount[]>([]);
  useEffect(() => {
    const controller = new AbortController();
    getHealth(api, controller.signal).then(
      (health) => {
        if (!controller.signal.aborted) setAccounts(health.demo?.accounts ?? []);
      },
      () => undefined,
    );
    return () => controller.abort();
  }, [api]);
  return accounts;
}
