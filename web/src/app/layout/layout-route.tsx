// Blueprint's styles for the signed-in screens (/login has only the first part, see main.tsx)
import 'virtual:blueprint-console.css';
// the tables' and lists' styles, which most screens draw: with the shell's stylesheet, not one more
// request before each of them paints
import '../../components/data-list/data-list.css';
import '../../components/rows-table.css';
// the plain tables' numbers (TableHead's): 0.1 KB, a request of its own on every screen before
import '../../components/table-head.css';
// the day fields' (DayInput: every list's day range, the analyses, the forms): 0.4 KB, a request of
// its own before every list screen's first paint
import '../../components/form/day-input.css';
import { useEffect } from 'react';
import { Outlet, useRouteLoaderData } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { NotFoundPage } from '../../features/exception/components/not-found-page.tsx';
import { markScreenDrawn } from '../../lib/first-screen.ts';
import { userStore } from '../../stores/user-store.ts';
import type { GuardResult } from '../guard/guard.ts';
import { DefaultLayout } from './default-layout.tsx';

/**
 * The layout route: the default layout once the operator is known, the bare page otherwise (only
 * the not-found page is reachable signed out). When the guard said not-found, that page replaces the screen.
 */
export function LayoutRoute() {
  const guard = useRouteLoaderData('root') as GuardResult | undefined;
  const { role } = useSnapshot(userStore);
  const notFound = guard?.notFound === true;
  useEffect(markScreenDrawn, []);
  if (!role) return <div className="od-centered-page">{notFound ? <NotFoundPage /> : <Outlet />}</div>;
  return <DefaultLayout notFound={notFound} />;
}
