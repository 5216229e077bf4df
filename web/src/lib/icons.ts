import { type IconName, type IconPaths, IconSize, Icons } from '@blueprintjs/icons';
import cross16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/cross.js';
import crown16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/crown.js';
import error16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/error.js';
import eyeOff16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/eye-off.js';
import eyeOpen16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/eye-open.js';
import infoSign16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/info-sign.js';
import lock16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/lock.js';
import mobilePhone16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/mobile-phone.js';
import person16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/person.js';
import refresh16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/refresh.js';
import tickCircle16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/tick-circle.js';
import warningSign16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/warning-sign.js';
import { env } from '../config/env.ts';

/**
 * The icons drawn before sign-in (the login page, the boot and error screens, toasts): their paths
 * ship with the first load, so they render as SVG on the first paint. Every other curated icon is in
 * `icon-paths.ts`, fetched with the signed-in shell (`preloadCuratedIcons`) or by the first icon
 * that needs it. Each of these is in that table too (a test checks it).
 */
export const FIRST_16: Readonly<Partial<Record<IconName, IconPaths>>> = {
  cross: cross16,
  crown: crown16,
  error: error16,
  'eye-off': eyeOff16,
  'eye-open': eyeOpen16,
  'info-sign': infoSign16,
  lock: lock16,
  'mobile-phone': mobilePhone16,
  person: person16,
  refresh: refresh16,
  'tick-circle': tickCircle16,
  'warning-sign': warningSign16,
};

let curated: Promise<typeof import('./icon-paths.ts')> | undefined;
/** The curated table, fetched once. */
function curatedPaths(): Promise<typeof import('./icon-paths.ts')> {
  curated ??= import('./icon-paths.ts');
  const loading = curated;
  // not loaded (the connection): the next icon asks again
  loading.catch(() => {
    if (curated === loading) curated = undefined;
  });
  return loading;
}

Icons.setLoaderOptions({
  loader: async (name: IconName, size: IconSize) => {
    const first = size < IconSize.LARGE ? FIRST_16[name] : undefined;
    if (first) return first;
    const { CURATED_16, CURATED_20 } = await curatedPaths();
    const hit = size < IconSize.LARGE ? CURATED_16[name] : CURATED_20[name];
    if (hit) return hit;
    if (env.dev) console.warn(`[icons] '${name}' (${size}px) is not curated in web/src/lib/icon-paths.ts`);
    const { splitPathsBySizeLoader } = await import(
      '@blueprintjs/icons/lib/esm/paths-loaders/splitPathsBySizeLoader.js'
    );
    return splitPathsBySizeLoader(name, size);
  },
});

// Load the first icons now, so they render as SVG on the first paint.
void Icons.load(Object.keys(FIRST_16) as IconName[], IconSize.STANDARD);

/** Loads every curated icon into Blueprint: the signed-in shell awaits it, so its icons draw at once. */
export async function preloadCuratedIcons(): Promise<void> {
  const { CURATED_16, CURATED_20 } = await curatedPaths();
  await Promise.all([
    Icons.load(Object.keys(CURATED_16) as IconName[], IconSize.STANDARD),
    Icons.load(Object.keys(CURATED_20) as IconName[], IconSize.LARGE),
  ]);
}
