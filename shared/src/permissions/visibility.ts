import type { Role } from '../schemas/common.js';

/**
 * The visibility rule (spec §6, the template's v-permission): an element with a non-empty role
 * list is hidden unless the current role is in it. Anything but a list is an error (spec §5).
 */
export function isVisibleTo(roles: unknown, role: Role | '' | undefined): boolean {
  if (!Array.isArray(roles)) {
    throw new TypeError(`need roles! Like v-permission="['admin','user']"; got ${JSON.stringify(roles)}`);
  }
  if (roles.length === 0) return true;
  return roles.includes('*') || (!!role && roles.includes(role));
}
