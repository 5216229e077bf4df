import type { Session } from '@opsdeck/shared/auth';
import type { Profile } from '@opsdeck/shared/schemas';

let early: Promise<Profile> | undefined;

/**
 * Asks for the operator's profile at boot, on a signed-in first load (main.tsx): the guard needs it
 * before anything is drawn, and would otherwise ask only once the console's code has arrived.
 */
export function fetchProfileEarly(session: Session): void {
  early = session.profile();
  // a failure is the guard's to handle when it takes the answer
  early.catch(() => undefined);
}

/** The profile asked for at boot, once (the guard's first check); later checks ask the server. */
export function takeEarlyProfile(): Promise<Profile> | undefined {
  const taken = early;
  early = undefined;
  return taken;
}
