import { isIP } from 'node:net';

/** True when `host` only accepts connections from this machine (127.0.0.0/8, ::1, localhost). */
export function isLoopback(host: string): boolean {
  const h = host
    .trim()
    .toLowerCase()
    .replace(/^\[|\]$/g, '');
  if (h === 'localhost' || h === '::1') return true;
  if (h.startsWith('::ffff:')) return isLoopback(h.slice('::ffff:'.length));
  return isIP(h) === 4 && h.startsWith('127.');
}

/**
 * Why the server must not listen on `host`, or null when it may: a non-loopback address while the
 * database holds demo operators that still sign in with their published passwords (or is empty and
 * about to be seeded with them), unless ALLOW_DEMO_ON_NETWORK=1 says it is wanted.
 */
export function demoExposure(
  host: string,
  demo: { willSeed: boolean; demoAccounts: number },
  allowDemoOnNetwork: boolean,
): string | null {
  if (isLoopback(host) || allowDemoOnNetwork) return null;
  if (!demo.willSeed && demo.demoAccounts === 0) return null;
  const why = demo.willSeed
    ? 'the database is empty and would be seeded with the demo accounts'
    : `${demo.demoAccounts} demo account${demo.demoAccounts === 1 ? '' : 's'} still sign${demo.demoAccounts === 1 ? 's' : ''} in with the password the login page shows`;
  return [
    `Refusing to listen on ${host}, an address other machines can reach: ${why}.`,
    '  Start on this machine (HOST=127.0.0.1, the default), change the demo passwords or disable those',
    '  operators, then listen elsewhere; or set ALLOW_DEMO_ON_NETWORK=1 to expose the demo anyway.',
  ].join('\n');
}
