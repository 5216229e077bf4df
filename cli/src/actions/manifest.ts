import { actionEntries } from '@opsdeck/shared/catalogue';
import { buildManifest } from './build-manifest.js';
import type { ActionSpec } from './spec.js';

/**
 * Every catalogue action with CLI words, as the command tree needs it, derived from the shared
 * catalogue. The CLI bundle replaces this module with the same list as plain data (cli/build.mjs
 * renders it with `renderManifest` at build time), so `opsdeck --help` loads no schema.
 */
export const ACTION_MANIFEST: readonly ActionSpec[] = buildManifest(actionEntries);
