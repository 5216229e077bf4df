import type { Role } from '@opsdeck/shared/catalogue';
import type { Profile } from '@opsdeck/shared/schemas';
import { proxy } from 'valtio';

/** localStorage key of the role (spec §6: "Role is kept in local storage"). */
export const ROLE_STORAGE_KEY = 'userRole';

export interface UserState {
  /** The signed-in operator, null until the guard has fetched it. */
  profile: Profile | null;
  /** The role in effect: the profile's, or the locally switched one; '' until known. */
  role: Role | '';
}

/** The signed-in operator (valtio). */
export const userStore = proxy<UserState>({ profile: null, role: '' });

function keepRole(role: Role | ''): void {
  if (role) localStorage.setItem(ROLE_STORAGE_KEY, role);
  else localStorage.removeItem(ROLE_STORAGE_KEY);
}

function storedRole(): Role | '' {
  const stored = localStorage.getItem(ROLE_STORAGE_KEY);
  return stored === 'admin' || stored === 'user' ? stored : '';
}

/**
 * Stores a freshly fetched profile and its role. A role switched on this device earlier in the
 * session is kept across reloads (spec §6: the role is kept in local storage; as the template's
 * user info answers the stored role); logout and a lost session forget it.
 */
export function setProfile(profile: Profile): void {
  userStore.profile = profile;
  const role = storedRole() || profile.role;
  userStore.role = role;
  keepRole(role);
}

/** Toggles admin ↔ user on this device only (spec §4); returns the new role. */
export function switchRole(): Role {
  const next: Role = userStore.role === 'admin' ? 'user' : 'admin';
  userStore.role = next;
  keepRole(next);
  return next;
}

/** Forgets the operator (logout, session gone). */
export function resetUser(): void {
  userStore.profile = null;
  userStore.role = '';
  keepRole('');
}
