import {
  type ActionEntry,
  DEFAULT_ROUTE_NAME,
  type Role,
  type RouteEntry,
  routeByPath,
} from '@opsdeck/shared/catalogue';
import type { ReissueKind } from '../../../features/members/lib/reissue-kinds.ts';
import { i18n } from '../../../lib/i18n.ts';
import { pathTo } from '../../../lib/route-links.ts';
import { toastSuccess } from '../../../lib/toaster.ts';
import type { WebApi } from '../../../lib/web-api.ts';
import { chromeActions } from '../../chrome/actions.ts';
import { routeAllowed } from './build-index.ts';
import { argFieldsOf } from './schema-fields.ts';

/** What an action may need from where it runs. */
export interface PaletteRunContext {
  navigate: (to: string) => void;
  /** The app's API (client and session), from the provider of whoever runs the action. */
  api: WebApi;
}

/**
 * How the console runs a catalogue action: at once (`run`); by opening the screen that collects its
 * arguments (`navigate`: a file upload, a layout editor); or by a palette page for its arguments
 * (`reissue`: member, amount, reason, dry run, confirm; `approval`: the pending request picked from
 * a list, its reason for a rejection, the review of what it does, confirm; `args`: any other action
 * whose args are choices, numbers, text or number lists, read from its schema).
 */
export type PaletteActionImpl =
  // `form`: it opens a form on its screen, whose first field takes what is typed after the Enter
  | { kind: 'run'; run: (ctx: PaletteRunContext) => unknown; form?: true }
  | { kind: 'navigate'; route: string }
  | { kind: 'reissue'; reissueKind: ReissueKind }
  | { kind: 'approval'; how: 'approve' | 'reject' }
  | { kind: 'args' };

/** Signs out as the avatar menu does, then goes to the login page with the way back. */
async function logout({ navigate, api }: PaletteRunContext): Promise<void> {
  const from = routeByPath(window.location.pathname.replace(/\/+$/, ''))?.name ?? DEFAULT_ROUTE_NAME;
  try {
    await api.session.logout();
  } catch {
    // The token and profile are cleared even when the call fails; the client toasted why.
  }
  toastSuccess(i18n.t('navbar.logoutSuccess'));
  navigate(pathTo('/login', { redirect: from }));
}

/** Opens "Re-issue to all N matching" on the member list (on its current filter when it is open). */
function reissueAllMatching({ navigate }: PaletteRunContext): void {
  const list = pathTo('/member/list');
  const here = window.location.pathname.replace(/\/+$/, '') === list;
  const params = new URLSearchParams(here ? window.location.search : '');
  params.set('reissueAll', '1');
  navigate(pathTo('/member/list', params));
}

/** The actions the palette runs itself; chrome actions come from the chrome registry. */
const OWN: Readonly<Record<string, PaletteActionImpl>> = {
  'auth.logout': { kind: 'run', run: logout },
  'member.reissueCoins': { kind: 'reissue', reissueKind: 'coins' },
  'member.reissueVip': { kind: 'reissue', reissueKind: 'vip' },
  // A re-issue job takes the member list's filter: the action opens the list's form on it (the
  // filter on screen when the list is open, else the list, which asks for a filter first).
  'reissueJob.create': { kind: 'run', run: reissueAllMatching, form: true },
  // A request is picked from the pending ones and reviewed with what it does, never typed as an id.
  'approval.approve': { kind: 'approval', how: 'approve' },
  'approval.reject': { kind: 'approval', how: 'reject' },
  // Content: creating needs an upload or the layout editor, so the palette opens that screen.
  'content.createWallpaper': { kind: 'navigate', route: 'WallpaperCreate' },
  'content.createTemplate': { kind: 'navigate', route: 'TemplateCreate' },
  // A channel is typed in the three-step form.
  'channels.create': { kind: 'navigate', route: 'Step' },
  // User centre: a password is typed in the security tab's dialog, never in the palette.
  'account.changePassword': {
    kind: 'run',
    run: ({ navigate }) => navigate(pathTo('/user/setting', { tab: 'security', password: 1 })),
    form: true,
  },
  'account.editProfile': {
    kind: 'run',
    run: ({ navigate }) => navigate(pathTo('/user/setting', { tab: 'basic' })),
  },
  'account.openTab.basic': {
    kind: 'run',
    run: ({ navigate }) => navigate(pathTo('/user/setting', { tab: 'basic' })),
  },
  'account.openTab.security': {
    kind: 'run',
    run: ({ navigate }) => navigate(pathTo('/user/setting', { tab: 'security' })),
  },
  'account.openTab.certification': {
    kind: 'run',
    run: ({ navigate }) => navigate(pathTo('/user/setting', { tab: 'certification' })),
  },
  // API tokens: made, listed and revoked on the API tokens tab (the token is shown there once).
  'account.openTab.tokens': {
    kind: 'run',
    run: ({ navigate }) => navigate(pathTo('/user/setting', { tab: 'tokens' })),
  },
  'tokens.create': {
    kind: 'run',
    run: ({ navigate }) => navigate(pathTo('/user/setting', { tab: 'tokens', create: 1 })),
    form: true,
  },
  'tokens.list': { kind: 'run', run: ({ navigate }) => navigate(pathTo('/user/setting', { tab: 'tokens' })) },
  'tokens.revoke': {
    kind: 'run',
    run: ({ navigate }) => navigate(pathTo('/user/setting', { tab: 'tokens' })),
  },
};

/**
 * The implementation of a catalogue action: the palette's own, a chrome action (read when asked, so
 * actions registered later are found), or, for an action without arguments that names its API call,
 * that call. Undefined when the console cannot run it (then the palette does not list it).
 */
export function implementationOf(entry: ActionEntry): PaletteActionImpl | undefined {
  const own = OWN[entry.id];
  if (own) return own;
  const chrome = chromeActions[entry.id];
  if (chrome) return { kind: 'run', run: (ctx) => chrome({ navigate: ctx.navigate, api: ctx.api.client }) };
  const call = entry.run;
  if (call && entry.args !== undefined) return argFieldsOf(entry.args) ? { kind: 'args' } : undefined;
  if (call) {
    return {
      kind: 'run',
      run: async ({ api }) => {
        await call(api.client, undefined, {});
        toastSuccess(i18n.t('palette.done', { action: i18n.t(entry.i18nKey) }));
      },
    };
  }
  return undefined;
}

/**
 * True when the console can run the action: it has an implementation, and the screen it opens (if
 * any) exists and is open to the role (when the role and screens are given).
 */
export function canRunAction(
  entry: ActionEntry,
  where?: { role: Role | ''; builtRoutes: readonly RouteEntry[] },
): boolean {
  const impl = implementationOf(entry);
  if (!impl) return false;
  if (impl.kind !== 'navigate' || !where) return true;
  const route = where.builtRoutes.find((r) => r.name === impl.route);
  return !!route && routeAllowed(route, where.role);
}
