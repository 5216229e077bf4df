import { allRoutes } from '@opsdeck/shared/catalogue';
import { expect, test } from 'vitest';
import { SCHEMA_STEPS } from '../lib/schema-steps.ts';
import { SCHEMA_FIRST_SCREENS } from './router.tsx';
import { screens } from './screens.ts';

test('every screen that loads its schemas first is a built screen of the catalogue', () => {
  const names = new Set(allRoutes().map((r) => r.name));
  for (const [name, steps] of SCHEMA_FIRST_SCREENS) {
    expect(names.has(name), name).toBe(true);
    expect(screens[name], name).toBeDefined();
    expect(steps, name).toBeGreaterThan(0);
    expect(steps, name).toBeLessThanOrEqual(SCHEMA_STEPS.length);
  }
});
