import type { RouteEntry } from '@opsdeck/shared/catalogue';
import { UsageError } from '@opsdeck/shared/errors';
import type { Role } from '@opsdeck/shared/schemas';
import { consoleBase } from '../../config/server-url.js';
import type { Translate } from '../../i18n.js';

export { consoleBase };

/** A console page to open: its catalogue route and the query to add. */
export interface RouteTarget {
  route: RouteEntry;
  query: string;
}

/** What `open` is checked against: the shared catalogue and the access rule. */
export interface RouteCatalogue {
  routes: readonly RouteEntry[];
  canAccess(route: RouteEntry, role: Role | undefined): boolean;
}

/** Up to five route names or paths that look like what was typed. */
function suggestions(typed: string, routes: readonly RouteEntry[]): string[] {
  const word = typed.toLowerCase().replace(/^\//, '');
  const parts = word.split(/[/\-_ ]+/).filter((p) => p.length >= 3);
  return routes
    .filter((r) => {
      const hay = `${r.name} ${r.path}`.toLowerCase();
      return hay.includes(word) || parts.some((p) => hay.includes(p));
    })
    .slice(0, 5)
    .map((r) => `${r.path} (${r.name})`);
}

/**
 * Finds the page of `ref`: a path (`/member/list`) or a catalogue route name (`MemberList`, any
 * case), either with an optional `?query`. Unknown routes, routes without a screen yet and routes
 * the role may not open are usage errors (exit 2) naming what is possible.
 */
export function resolveRoute(t: Translate, catalogue: RouteCatalogue, ref: string, role?: Role): RouteTarget {
  const [rawTarget = '', ...rest] = ref.trim().split('?');
  const query = rest.join('?');
  const target = rawTarget.replace(/\/+$/, '') || '/';
  const { routes } = catalogue;
  const route = target.startsWith('/')
    ? routes.find((r) => r.path === target)
    : (routes.find((r) => r.name === target) ??
      routes.find((r) => r.name.toLowerCase() === target.toLowerCase()));
  if (!route || route.path.includes('*')) {
    const like = suggestions(target, routes);
    throw new UsageError(
      [
        t('cli.open.unknown', { route: ref }),
        ...(like.length > 0 ? [t('cli.open.didYouMean', { routes: like.join(', ') })] : []),
      ].join('\n'),
    );
  }
  if (role && !catalogue.canAccess(route, role))
    throw new UsageError(t('cli.open.forbidden', { route: route.name, role: t(`common.roles.${role}`) }));
  if (!route.built) throw new UsageError(t('cli.open.notBuilt', { route: route.name, path: route.path }));
  return { route, query };
}

/** The full URL of a page of the console. */
export function pageUrl(server: string, target: RouteTarget): string {
  return `${consoleBase(server)}${target.route.path}${target.query ? `?${target.query}` : ''}`;
}
