import { useCallback, useEffect, useState } from 'react';
import type { OpenedEntity } from '../lib/entities.ts';
import { loadUsage, recordUse, saveUsage, type Usage } from '../lib/usage.ts';

/** The operator's palette usage (recents and frequency), loaded from and kept in localStorage. */
export function usePaletteUsage(operatorId: number | undefined) {
  const [usage, setUsage] = useState<Usage>({});

  useEffect(() => {
    setUsage(operatorId === undefined ? {} : loadUsage(localStorage, operatorId));
  }, [operatorId]);

  const record = useCallback(
    (id: string, entity?: OpenedEntity) => {
      if (operatorId === undefined) return;
      // Read the stored usage again: another browser tab of the same operator may have added to it.
      const next = recordUse(loadUsage(localStorage, operatorId), id, Date.now(), entity);
      saveUsage(localStorage, operatorId, next);
      setUsage(next);
    },
    [operatorId],
  );

  return { usage, record };
}
