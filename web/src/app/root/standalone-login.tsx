import { useEffect } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { LoginPage } from '../../features/auth/components/login-page.tsx';
import { ApiProvider } from '../../lib/api-context.tsx';
import { i18n } from '../../lib/i18n.ts';
import { pathTo } from '../../lib/route-links.ts';
import { announceRoute } from '../../lib/route-listener.ts';
import type { WebApi } from '../../lib/web-api.ts';
import { postLoginTarget, resolveTarget } from '../guard/decide.ts';
import { LoginLocaleSwitcher } from '../layout/login-locale-switcher.tsx';
import { documentTitle } from './document-title.ts';

const LOGIN = pathTo('/login');

/**
 * The login screen as the first page load draws it for a signed-out browser: the same page as the
 * router's /login route, without the router. After signing in, `onSignedIn` gets the target (the
 * `redirect` query's route with its query, else the workplace) and starts the console there.
 */
export function StandaloneLogin({ api, onSignedIn }: { api: WebApi; onSignedIn: (target: string) => void }) {
  return (
    <I18nextProvider i18n={i18n}>
      <ApiProvider api={api}>
        <LoginScreen onSignedIn={onSignedIn} />
      </ApiProvider>
    </I18nextProvider>
  );
}

function LoginScreen({ onSignedIn }: { onSignedIn: (target: string) => void }) {
  const { t } = useTranslation();
  useEffect(() => {
    // what the guard does on every navigation: announce the route, keep the title on it
    const login = resolveTarget(LOGIN);
    announceRoute({
      name: login.name,
      pathname: LOGIN,
      search: window.location.search,
      i18nKey: login.i18nKey,
    });
  }, []);
  useEffect(() => {
    document.title = documentTitle(t, LOGIN);
  }, [t]);
  return (
    <LoginPage
      toolbar={<LoginLocaleSwitcher />}
      onSignedIn={() => onSignedIn(postLoginTarget(window.location.search))}
    />
  );
}
