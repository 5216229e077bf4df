import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router-dom';
import { documentTitle } from './document-title.ts';

/** The root of every page: keeps the document title on the current route, then renders the route. */
export function RootRoute() {
  const { t } = useTranslation();
  const { pathname } = useLocation();

  useEffect(() => {
    document.title = documentTitle(t, pathname);
  }, [pathname, t]);

  return <Outlet />;
}
