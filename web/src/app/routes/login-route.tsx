import { useLocation, useNavigate } from 'react-router-dom';
import { LoginPage } from '../../features/auth/components/login-page.tsx';
import { postLoginTarget } from '../guard/decide.ts';
import { LoginLocaleSwitcher } from '../layout/login-locale-switcher.tsx';

/**
 * /login inside the console (after a sign-out, or a protected address visited signed out): after
 * signing in, go to the redirect target by route name with its query, else the workplace. A first
 * page load of /login draws the same page without the router (root/standalone-login.tsx).
 */
export function LoginRoute() {
  const navigate = useNavigate();
  const { search } = useLocation();
  return (
    <LoginPage
      toolbar={<LoginLocaleSwitcher />}
      onSignedIn={() => navigate(postLoginTarget(search), { replace: true })}
    />
  );
}
