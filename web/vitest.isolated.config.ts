import { defineProject } from 'vitest/config';
import web, { ISOLATED_FILES } from './vitest.config.ts';

/** The web files that mock a module (see ISOLATED_FILES): each in a fresh module graph. */
export default defineProject({
  ...web,
  test: { ...web.test, name: 'web-isolated', include: ISOLATED_FILES, exclude: [], isolate: true },
});
