import { allRoutes, type RouteEntry } from '@opsdeck/shared/catalogue';
import type { ComponentType } from 'react';

/** Loads a screen's component on first visit (React Router `lazy`). */
export type ScreenLoader = () => Promise<{ Component: ComponentType }>;

/**
 * Catalogue route NAME → its screen. Every catalogue route marked `built` has one (a test checks);
 * a route without a screen is left out of the menu and renders the not-found page.
 */
export const screens: Readonly<Record<string, ScreenLoader>> = {
  Workplace: () => import('./routes/workplace-route.tsx').then((m) => ({ Component: m.WorkplaceRoute })),
  Info: () => import('./routes/user-info-route.tsx').then((m) => ({ Component: m.UserInfoRoute })),
  Exception403: () =>
    import('./routes/exception-routes.tsx').then((m) => ({ Component: m.Exception403Route })),
  Exception404: () =>
    import('./routes/exception-routes.tsx').then((m) => ({ Component: m.Exception404Route })),
  Exception500: () =>
    import('./routes/exception-routes.tsx').then((m) => ({ Component: m.Exception500Route })),
};

/** True when the console has a screen for this route name. */
export function hasScreen(name: string): boolean {
  return Object.hasOwn(screens, name);
}

/** The protected routes that have a screen, in menu order. */
export const builtRoutes: readonly RouteEntry[] = allRoutes().filter((r) => r.built && hasScreen(r.name));
