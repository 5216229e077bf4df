import { NotFoundPage } from '../../features/exception/components/not-found-page.tsx';

/** The catch-all route: any path without a screen. */
export function NotFoundRoute() {
  return <NotFoundPage />;
}
