import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router-dom';
import { titleOf } from '../../lib/i18n.ts';
import { resolveTarget } from '../guard/decide.ts';

/** The root of every page: keeps the document title on the current route, then renders the route. */
export function RootRoute() {
  const { t } = useTranslation();
  const { pathname } = useLocation();

  useEffect(() => {
    const target = resolveTarget(pathname);
    const app = t('common.appName');
    document.title = target.name === 'Redirect' ? app : `${titleOf(t, target.i18nKey)} · ${app}`;
  }, [pathname, t]);

  return <Outlet />;
}
