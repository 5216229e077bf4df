import { actionEntries } from '@opsdeck/shared/catalogue';
import { describe, expect, test } from 'vitest';
import { screens } from '../../screens.ts';
import { implementationOf } from './action-registry.ts';

describe('action registry', () => {
  test('every catalogue action has a palette implementation', () => {
    expect(actionEntries.length).toBeGreaterThan(0);
    const missing = actionEntries.filter((a) => !implementationOf(a)).map((a) => a.id);
    expect(missing, 'add it to OWN in action-registry.ts, or to the chrome registry').toEqual([]);
  });

  test('an action that opens a screen opens one that exists', () => {
    for (const entry of actionEntries) {
      const impl = implementationOf(entry);
      if (impl?.kind === 'navigate') expect(Object.keys(screens)).toContain(impl.route);
    }
  });
});
