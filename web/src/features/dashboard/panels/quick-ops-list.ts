import { actionEntries } from '@opsdeck/shared/catalogue';
import { isVisibleTo } from '@opsdeck/shared/permissions';
import type { Role } from '@opsdeck/shared/schemas';

/** The catalogue actions a role may run that take arguments (each has an argument page in the palette). */
export function quickOperations(role: Role | '') {
  return actionEntries.filter((a) => !!a.args && !!a.run && isVisibleTo(a.roles, role));
}
