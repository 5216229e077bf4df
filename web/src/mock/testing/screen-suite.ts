import { afterEach, beforeAll } from 'vitest';
import { i18n } from '../../lib/i18n.ts';
import { mockApiForTests } from './mock-server.ts';
import { cleanupScreen } from './render-screen.tsx';

/**
 * What every screen test on the mock API sets up: the mock API on a fresh data set for each test,
 * the console in English, and the screen unmounted and signed out after each test. Call once at the
 * top of a test file; `world()` is the current data set, `use` puts handlers in front of the mock's
 * for the current test.
 */
export function mockScreenTests(): ReturnType<typeof mockApiForTests> {
  const mock = mockApiForTests();
  beforeAll(() => i18n.changeLanguage('en-US'));
  afterEach(cleanupScreen);
  return mock;
}
