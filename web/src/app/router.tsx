import { allRoutes } from '@opsdeck/shared/catalogue';
import { createBrowserRouter, type RouteObject, redirect } from 'react-router-dom';
import { withConsoleStrings } from '../lib/i18n.ts';
import { preloadCuratedIcons } from '../lib/icons.ts';
import { pathTo } from '../lib/route-links.ts';
import { evaluateSchemaSteps } from '../lib/schema-steps.ts';
import type { WebApi } from '../lib/web-api.ts';
import { yieldToMain } from '../lib/yield-to-main.ts';
import { alwaysRevalidate, createGuardLoader } from './guard/guard.ts';
import { BootScreen } from './root/boot-screen.tsx';
import { RootErrorBoundary } from './root/root-error-boundary.tsx';
import { RootRoute } from './root/root-route.tsx';
import { screens } from './screens.ts';

/**
 * The screens whose first paint evaluates zod and the content schemas (their forms check the draft
 * as it is typed; the approvals (/profile/basic) bring the list schemas too): with the screen's own code that was one task of
 * 22 to 26 ms here (90 to 105 at Lighthouse's 4x). Their schemas' chunks are evaluated first, each in
 * a task of its own (lib/schema-steps.ts, as the keyboard layer's), then the screen's. Once the keyboard
 * layer has loaded, the steps are done and cost nothing. A screen drawn without them must not be
 * here: the steps would fetch them (zod, 23 KB) before it. The content lists and detail pages,
 * whose schemas load with their forms (tests/e2e/content-images.test.ts checks that their pages
 * preload none), are not; nor is the re-issue jobs screen, drawn from the zod-free
 * `reissue-job-values.ts` (its page fetched zod, the common, list and action schemas and the health
 * schemas, six files, before its first paint), nor the user settings, whose first tab loads its
 * schema after the first paint and whose other tabs load then (setting-page.tsx), nor the categories
 * and the re-issue forms (/member/patch-coin, /member/patch-vip) and the content create forms
 * (/template/create, /wallpaper/create), whose checks load after the first paint
 * (use-category-checks.ts, use-reissue-checks.ts, use-template-checks.ts, use-wallpaper-checks.ts).
 * Each screen names
 * how many of the steps it takes (`SCHEMA_STEPS`: zod, the common, list, then content schemas): a step
 * its page does not preload would be a round trip before the screen.
 */
export const SCHEMA_FIRST_SCREENS: ReadonlyMap<string, number> = new Map([
  ['Basic', 4],
  // the step form's checks: zod with the common and list schemas (its page preloads no content
  // schemas); evaluated with the screen they were one task of 27 ms of CPU here
  ['Step', 3],
]);

function afterSchemaSteps<T>(load: () => Promise<T>, steps: number): () => Promise<T> {
  return async () => {
    // not inside the router's creation either (inOwnTask)
    await yieldToMain();
    await evaluateSchemaSteps(steps);
    return load();
  };
}

/**
 * A route's `lazy` started in a task of its own: React Router calls the matched routes' `lazy` while
 * it builds the router (`initialize`), and each import's preload (the bundler's helper adds a
 * `modulepreload` link per chunk it needs) and the console's strings ran inside that task, the
 * router's creation and first match (22 to 29 ms of CPU here, 90 to 115 at Lighthouse's 4×).
 */
function inOwnTask<T>(load: () => Promise<T>): () => Promise<T> {
  return () => yieldToMain().then(load);
}

/** One child route per screen that exists, at its catalogue path. */
function screenRoutes(): RouteObject[] {
  return allRoutes().flatMap((r) => {
    const load = screens[r.name];
    if (!load) return [];
    return [
      {
        id: r.name,
        path: r.path,
        lazy: SCHEMA_FIRST_SCREENS.has(r.name)
          ? afterSchemaSteps(load, SCHEMA_FIRST_SCREENS.get(r.name) ?? 0)
          : inOwnTask(load),
      },
    ];
  });
}

/**
 * The route tree: the guard is the root loader; `/` goes to /login; the default layout holds the
 * screens, /redirect/* and the catch-all not-found page. Routes without a screen fall to the catch-all.
 */
export function appRoutes(api: WebApi): RouteObject[] {
  return [
    {
      id: 'root',
      path: '/',
      loader: createGuardLoader(api),
      shouldRevalidate: alwaysRevalidate,
      Component: RootRoute,
      HydrateFallback: BootScreen,
      ErrorBoundary: RootErrorBoundary,
      children: [
        { index: true, loader: () => redirect(pathTo('/login')) },
        {
          id: 'login',
          path: 'login',
          lazy: () => import('./routes/login-route.tsx').then((m) => ({ Component: m.LoginRoute })),
        },
        {
          id: 'layout',
          // the signed-in shell brings the console's strings and icons (login has only the first ones)
          lazy: inOwnTask(
            withConsoleStrings(() =>
              Promise.all([import('./layout/layout-route.tsx'), preloadCuratedIcons()]).then(([m]) => ({
                Component: m.LayoutRoute,
              })),
            ),
          ),
          children: [
            ...screenRoutes(),
            {
              id: 'Redirect',
              path: 'redirect/*',
              lazy: () => import('./routes/redirect-route.tsx').then((m) => ({ Component: m.RedirectRoute })),
            },
            {
              id: 'notFound',
              path: '*',
              lazy: () =>
                import('./routes/not-found-route.tsx').then((m) => ({ Component: m.NotFoundRoute })),
            },
          ],
        },
      ],
    },
  ];
}

/** The browser router of the console; its guard signs in and out over the app's API. */
export function createAppRouter(api: WebApi) {
  return createBrowserRouter(appRoutes(api));
}

export type AppRouter = ReturnType<typeof createAppRouter>;
