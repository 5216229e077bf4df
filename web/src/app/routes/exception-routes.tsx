import { DEFAULT_ROUTE_PATH } from '@opsdeck/shared/catalogue';
import { useLocation, useNavigate } from 'react-router-dom';
import { type ExceptionCode, ExceptionPage } from '../../features/exception/components/exception-page.tsx';
import { reloadPath } from '../../lib/route-links.ts';

function ExceptionRoute({ code }: { code: ExceptionCode }) {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  return (
    <ExceptionPage
      code={code}
      onBack={() => navigate(DEFAULT_ROUTE_PATH)}
      onRetry={() => navigate(reloadPath(`${pathname}${search}`), { replace: true })}
    />
  );
}

/** /exception/403 */
export function Exception403Route() {
  return <ExceptionRoute code={403} />;
}

/** /exception/404 */
export function Exception404Route() {
  return <ExceptionRoute code={404} />;
}

/** /exception/500 */
export function Exception500Route() {
  return <ExceptionRoute code={500} />;
}
