import { isSessionGoneCode } from '@opsdeck/shared/errors';
import { type LoaderFunctionArgs, redirect } from 'react-router-dom';
import { fetchServerMenu } from '../../features/settings/api/fetch-server-menu.ts';
import { takeEarlyProfile } from '../../lib/early-profile.ts';
import { progress } from '../../lib/progress.ts';
import { announceRoute } from '../../lib/route-listener.ts';
import type { WebApi } from '../../lib/web-api.ts';
import { appSettingsStore } from '../../stores/app-settings-store.ts';
import { setProfile, userStore } from '../../stores/user-store.ts';
import { builtRoutes } from '../screens.ts';
import {
  loginCheck,
  loginUrl,
  permissionCheck,
  postLoginTarget,
  resolveTarget,
  signInTarget,
} from './decide.ts';

/** What the root route renders: the matched screen, or the not-found page in its place. */
export interface GuardResult {
  notFound: boolean;
}

/** Logs out after a failed profile fetch; a token the server no longer knows is just dropped. */
async function logOutAfter(api: WebApi, error: unknown): Promise<void> {
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'number' && isSessionGoneCode(code)) {
    api.dropSession();
    return;
  }
  await api.session.logout().catch(() => undefined);
}

/**
 * The navigation guard as the root loader, run on every navigation, in the spec's order (§4):
 * route change announced, bar starts, login check, permission check, bar finishes. It signs in and
 * out over the app's API.
 */
export const createGuardLoader = (api: WebApi) =>
  async function guardLoader({ request }: LoaderFunctionArgs): Promise<GuardResult> {
    const { session, tokenStore } = api;
    const url = new URL(request.url);
    const target = resolveTarget(url.pathname);
    announceRoute({ name: target.name, pathname: url.pathname, search: url.search, i18nKey: target.i18nKey });
    progress.start();
    try {
      const login = loginCheck(signInTarget(url.pathname), url.search, {
        hasToken: !!tokenStore.get(),
        role: userStore.role,
      });
      if (login.kind === 'toLogin') throw redirect(login.to);
      if (login.kind === 'fetchProfile') {
        try {
          setProfile(await takeEarlyProfile(() => session.profile()));
        } catch (error) {
          await logOutAfter(api, error);
          if (!target.requiresAuth) return { notFound: false };
          throw redirect(loginUrl(signInTarget(url.pathname), url.search));
        }
      }
      if (target.name === 'login' && tokenStore.get()) throw redirect(postLoginTarget(url.search));

      const state = {
        role: userStore.role,
        builtRoutes,
        menuFromServer: appSettingsStore.menuFromServer,
        serverMenu: appSettingsStore.serverMenu,
      };
      let step = permissionCheck(target, state);
      if (step.kind === 'fetchMenu') {
        const loaded = await fetchServerMenu(api.client);
        step = permissionCheck(target, {
          ...state,
          serverMenu: appSettingsStore.serverMenu,
          menuAttempted: true,
          menuFailed: !loaded,
        });
      }
      if (step.kind === 'redirect') throw redirect(step.to);
      return { notFound: step.kind === 'notFound' };
    } finally {
      progress.done();
    }
  };

/** The guard runs on every navigation, not only when the root's params change. */
export const alwaysRevalidate = (): boolean => true;
