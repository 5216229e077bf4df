import { resolveTarget } from '../guard/decide.ts';

/**
 * What the first page load draws: the login screen on its own (no router, no signed-in shell: the
 * smallest first load) when nobody is signed in on this browser and the address is /login or `/`;
 * else the console with its router and guard, which decide everything else (a stored token, a
 * protected path sent to /login with its target, /redirect/…, not-found).
 */
export function bootTarget(pathname: string, hasToken: boolean): 'login' | 'console' {
  if (hasToken) return 'console';
  return pathname === '/' || resolveTarget(pathname).name === 'login' ? 'login' : 'console';
}
