import type { ActionEntry } from './types.js';

/**
 * An action any role may run, named by its area's convention: id `<area>.<name>`, title
 * `<area>.actions.<name>`, palette group `<area>.group` (the console chrome's and the user centre's).
 */
export function areaAction(
  area: string,
  name: string,
  entry: Omit<ActionEntry, 'id' | 'i18nKey' | 'groupKey' | 'roles'>,
): ActionEntry {
  return {
    id: `${area}.${name}`,
    i18nKey: `${area}.actions.${name}`,
    groupKey: `${area}.group`,
    roles: ['*'],
    ...entry,
  };
}
