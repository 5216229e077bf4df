import { allRoutes, type RouteEntry } from '@opsdeck/shared/catalogue';
import type { ComponentType } from 'react';

/** Loads a screen's component on first visit (React Router `lazy`). */
export type ScreenLoader = () => Promise<{ Component: ComponentType }>;

/** The screens not found by their file name (below), by catalogue route NAME. */
const listed: Readonly<Record<string, ScreenLoader>> = {
  Workplace: () => import('./routes/workplace-route.tsx').then((m) => ({ Component: m.WorkplaceRoute })),
  Monitor: () => import('../features/monitor/monitor-page.tsx').then((m) => ({ Component: m.MonitorPage })),
  DataAnalysis: () =>
    import('../features/analysis/data-analysis-page.tsx').then((m) => ({ Component: m.DataAnalysisPage })),
  MultiDimensionDataAnalysis: () =>
    import('../features/analysis/multi-dimension-page.tsx').then((m) => ({
      Component: m.MultiDimensionPage,
    })),
  Info: () => import('./routes/user-info-route.tsx').then((m) => ({ Component: m.UserInfoRoute })),
  Setting: () =>
    import('../features/user/setting/setting-page.tsx').then((m) => ({ Component: m.UserSettingPage })),
  Exception403: () =>
    import('./routes/exception-routes.tsx').then((m) => ({ Component: m.Exception403Route })),
  Exception404: () =>
    import('./routes/exception-routes.tsx').then((m) => ({ Component: m.Exception404Route })),
  Exception500: () =>
    import('./routes/exception-routes.tsx').then((m) => ({ Component: m.Exception500Route })),
  MemberPatchCoin: () =>
    import('../features/members/components/reissue-screen.tsx').then((m) => ({
      Component: m.MemberPatchCoinScreen,
    })),
  MemberPatchVip: () =>
    import('../features/members/components/reissue-screen.tsx').then((m) => ({
      Component: m.MemberPatchVipScreen,
    })),
  MemberReissueJobs: () =>
    import('../features/reissue-jobs/reissue-jobs-screen.tsx').then((m) => ({
      Component: m.ReissueJobsScreen,
    })),
  Basic: () =>
    import('../features/approvals/components/approvals-screen.tsx').then((m) => ({
      Component: m.ApprovalsScreen,
    })),
  Group: () =>
    import('../features/media-params/components/media-params-screen.tsx').then((m) => ({
      Component: m.MediaParamsScreen,
    })),
  Card: () =>
    import('../features/automation/components/automation-screen.tsx').then((m) => ({
      Component: m.AutomationScreen,
    })),
  // Channel form, its result pages and the set list.
  Step: () => import('../features/channels/step-form-page.tsx').then((m) => ({ Component: m.StepFormPage })),
  Success: () =>
    import('../features/results/result-pages.tsx').then((m) => ({ Component: m.ResultSuccessPage })),
  Error: () => import('../features/results/result-pages.tsx').then((m) => ({ Component: m.ResultErrorPage })),
  SearchTable: () =>
    import('./routes/search-table-route.tsx').then((m) => ({ Component: m.SearchTableRoute })),
  // List screens.
  OrderVip: () => import('../features/orders/orders-page.tsx').then((m) => ({ Component: m.OrderVipPage })),
  OrderIap: () => import('../features/orders/orders-page.tsx').then((m) => ({ Component: m.OrderIapPage })),
  OrderPay: () => import('../features/orders/orders-page.tsx').then((m) => ({ Component: m.OrderPayPage })),
  OrderExchange: () =>
    import('../features/orders/orders-page.tsx').then((m) => ({ Component: m.OrderExchangePage })),
  OrderPatch: () =>
    import('../features/orders/orders-page.tsx').then((m) => ({ Component: m.OrderPatchPage })),
  ConsumeVipList: () =>
    import('../features/consume/consume-pages.tsx').then((m) => ({ Component: m.ConsumeVipListPage })),
  ConsumeCoinList: () =>
    import('../features/consume/consume-pages.tsx').then((m) => ({ Component: m.ConsumeCoinListPage })),
  ConsumeUnlockedList: () =>
    import('../features/consume/consume-pages.tsx').then((m) => ({ Component: m.ConsumeUnlockedListPage })),
  CheckinList: () =>
    import('../features/tasks/task-pages.tsx').then((m) => ({ Component: m.CheckinListPage })),
  InviteList: () => import('../features/tasks/task-pages.tsx').then((m) => ({ Component: m.InviteListPage })),
  PointOverview: () =>
    import('../features/points/overview/points-overview-page.tsx').then((m) => ({
      Component: m.PointsOverviewPage,
    })),
  // Content screens.
  TopicList: () =>
    import('../features/content/topics/topic-pages.tsx').then((m) => ({ Component: m.TopicListPage })),
  WallpaperTopics: () =>
    import('../features/content/topics/topic-pages.tsx').then((m) => ({ Component: m.WallpaperTopicsPage })),
  WallpaperCreate: () =>
    import('../features/content/wallpapers/wallpaper-create-page.tsx').then((m) => ({
      Component: m.WallpaperCreatePage,
    })),
  WallpaperDetail: () =>
    import('../features/content/wallpapers/wallpaper-detail-page.tsx').then((m) => ({
      Component: m.WallpaperDetailPage,
    })),
  TemplateCreate: () =>
    import('../features/content/templates/template-create-page.tsx').then((m) => ({
      Component: m.TemplateCreatePage,
    })),
  TemplateDetail: () =>
    import('../features/content/templates/template-detail-page.tsx').then((m) => ({
      Component: m.TemplateDetailPage,
    })),
  CollectionDetail: () =>
    import('../features/content/collections/collection-detail-page.tsx').then((m) => ({
      Component: m.CollectionDetailPage,
    })),
};

/**
 * The list screens found by their file name: `features/<…>/<route-name>-page.tsx`, the route's name
 * (`WallpaperList`) in kebab case (`wallpaper-list-page.tsx`), exporting `<RouteName>Page`. A page
 * file named for no catalogue route is left out (the screens test fails when a built route has no
 * screen).
 */
const listPages = import.meta.glob<Record<string, ComponentType>>('../features/**/*-list-page.tsx');

/** `../features/points/point-list-page.tsx` → `PointList`. */
export const routeNameOfPage = (file: string): string =>
  (file.split('/').pop() ?? '')
    .replace(/-page\.tsx$/, '')
    .split('-')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join('');

const routeNames = new Set(allRoutes().map((r) => r.name));

/** The discovered list screens, by route name. */
const found: Record<string, ScreenLoader> = Object.fromEntries(
  Object.entries(listPages)
    .map(([file, load]) => [routeNameOfPage(file), load] as const)
    .filter(([name]) => routeNames.has(name))
    .map(([name, load]): [string, ScreenLoader] => [
      name,
      () =>
        load().then((m) => {
          const Component = m[`${name}Page`];
          if (!Component) throw new Error(`The screen module of ${name} exports no ${name}Page`);
          return { Component };
        }),
    ]),
);

/**
 * Catalogue route NAME → its screen. Every catalogue route marked `built` has one (a test checks);
 * a route without a screen is left out of the menu and renders the not-found page. A list screen is
 * found by its file name; a hand-listed one wins.
 */
export const screens: Readonly<Record<string, ScreenLoader>> = { ...found, ...listed };

/** True when the console has a screen for this route name. */
export function hasScreen(name: string): boolean {
  return Object.hasOwn(screens, name);
}

/** The protected routes that have a screen, in menu order. */
export const builtRoutes: readonly RouteEntry[] = allRoutes().filter((r) => r.built && hasScreen(r.name));
