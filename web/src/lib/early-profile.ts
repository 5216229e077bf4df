import { type ApiClient, getProfile, quietly } from '@opsdeck/shared/api';
import { CODES } from '@opsdeck/shared/errors';
import type { Profile } from '@opsdeck/shared/schemas';
import { EARLY_PROFILE_GLOBAL } from './early-profile-global.ts';

let early: Promise<Profile> | undefined;

/** The profile's answer index.html's inline script asked for, taken once (later boots ask anew). */
function askedByPage(): Promise<Response> | undefined {
  const holder = window as unknown as Record<string, unknown>;
  const asked = holder[EARLY_PROFILE_GLOBAL];
  delete holder[EARLY_PROFILE_GLOBAL];
  return asked instanceof Promise ? (asked as Promise<Response>) : undefined;
}

/** The profile in the server's envelope; anything else (a refusal, a transport failure) rejects. */
async function profileIn(answer: Promise<Response>): Promise<Profile> {
  const res = await answer;
  const body = (await res.json()) as { code?: unknown; data?: Profile } | null;
  if (res.ok && body?.code === CODES.ok && body.data) return body.data;
  throw new Error(`the early profile call answered ${res.status}`);
}

/**
 * Asks for the operator's profile at boot, on a signed-in first load (main.tsx): the guard needs it
 * before anything is drawn. index.html's inline script has usually asked already, before any of the
 * console's code arrived; that answer is taken here. Else the client asks now, quietly: the
 * console's strings may not be in yet, so a failure is the guard's to show (it asks again).
 */
export function fetchProfileEarly(client: ApiClient): void {
  const asked = askedByPage();
  early = asked ? profileIn(asked) : getProfile(quietly(client));
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
