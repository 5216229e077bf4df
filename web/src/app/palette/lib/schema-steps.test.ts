import { describe, expect, test } from 'vitest';
import { SCHEMA_STEPS } from './schema-steps.ts';

describe('the keyboard layer’s schema steps', () => {
  test('each step loads a module naming one shared schema (its chunk is what the step evaluates)', async () => {
    expect(SCHEMA_STEPS.length).toBeGreaterThan(0);
    for (const step of SCHEMA_STEPS) {
      const exported = Object.values((await step()) as Record<string, unknown>);
      expect(exported).toHaveLength(1);
      expect(typeof (exported[0] as { safeParse?: unknown }).safeParse).toBe('function');
    }
  });
});
