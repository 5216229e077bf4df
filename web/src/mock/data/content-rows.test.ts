import { RESOURCE_PATHS } from '@opsdeck/shared/resources';
import { describe, expect, test } from 'vitest';
import { makeContentRows, mockResources } from './content-rows.ts';

describe('the mock resources of web/src/mock/resources', () => {
  test('each file declares one resource, found once, keyed by its RESOURCE_PATHS entry', () => {
    const files = Object.keys(import.meta.glob('../resources/*.ts'));
    expect(files.length).toBeGreaterThan(0);
    expect(mockResources).toHaveLength(files.length);
    const keys = mockResources.map((entry) => entry.key);
    expect(new Set(keys).size).toBe(keys.length);
    for (const entry of mockResources)
      expect(RESOURCE_PATHS[entry.key as keyof typeof RESOURCE_PATHS]).toBe(entry.resource.path);
  });

  test('the world holds each one’s demo rows under its key, with distinct ids', () => {
    const rows = makeContentRows(Date.UTC(2026, 0, 1));
    expect(Object.keys(rows).sort()).toEqual(mockResources.map((entry) => entry.key).sort());
    for (const list of Object.values(rows)) {
      expect(list.length).toBeGreaterThan(0);
      expect(new Set(list.map((row) => row.id)).size).toBe(list.length);
    }
  });
});
