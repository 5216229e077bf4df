import { type ApiClient, getProfile, quietly } from '@opsdeck/shared/api';
import type { Profile } from '@opsdeck/shared/schemas';

let early: Promise<Profile> | undefined;

/**
 * Asks for the operator's profile at boot, on a signed-in first load (main.tsx): the guard needs it
 * before anything is drawn, and would otherwise ask only once the console's code has arrived. Quiet:
 * the console's strings may not be in yet, so a failure is the guard's to show (it asks again).
 */
export function fetchProfileEarly(client: ApiClient): void {
  early = getProfile(quietly(client));
  early.catch(() => undefined);
}

/**
 * The profile for the guard's first check: the answer asked for at boot, or (when that failed, or
 * nothing was asked) a call of the guard's own, whose failure shows as any other. Once.
 */
export function takeEarlyProfile(ask: () => Promise<Profile>): Promise<Profile> {
  const taken = early;
  early = undefined;
  return taken ? taken.catch(ask) : ask();
}
