import { useCallback } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { patchParams } from './url-params.ts';

/**
 * A list's drawer kept in the URL (`?member=<id>`, `?order=<orderNo>`), so a link or a reload reopens
 * it. `open` adds one history entry marked with `fromList` (the history state), so a drawer opened
 * from the list closes with Back; one opened by a link closes by dropping the parameter.
 */
export function useUrlDrawer(param: string, fromList: Readonly<Record<string, true>>) {
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const [marker] = Object.keys(fromList);

  const open = useCallback(
    (value: string) => {
      setParams((prev) => patchParams(prev, { [param]: value }), { state: fromList });
    },
    [setParams, param, fromList],
  );

  const openedFromList =
    marker !== undefined && (location.state as Record<string, unknown> | null)?.[marker] === true;
  const close = useCallback(() => {
    if (openedFromList) {
      navigate(-1);
      return;
    }
    setParams((prev) => patchParams(prev, { [param]: null }), { replace: true });
  }, [navigate, openedFromList, setParams, param]);

  return { value: params.get(param), params, open, close };
}
