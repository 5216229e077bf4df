import { useLocation, useNavigate } from 'react-router-dom';
import { LoginPage } from '../../features/auth/components/login-page.tsx';
import { postLoginTarget } from '../guard/decide.ts';
import { LocaleSwitcher } from '../layout/locale-switcher.tsx';

/** /login: after signing in, go to the redirect target by route name with its query, else the workplace. */
export function LoginRoute() {
  const navigate = useNavigate();
  const { search } = useLocation();
  return (
    <LoginPage
      toolbar={<LocaleSwitcher />}
      onSignedIn={() => navigate(postLoginTarget(search), { replace: true })}
    />
  );
}
