import { deferredModule } from '../../../lib/deferred-module.ts';

/**
 * The new-wallpaper form's checks, once for the page (lib/deferred-module.ts): zod with the common,
 * list and content schemas first, each in a task of its own (the schema steps the keyboard layer
 * shares), then the checks. /wallpaper/create starts it after its first paint and draws without
 * messages until then; a save waits for it, and says so when it could not be loaded.
 */
export const wallpaperChecks = deferredModule(4, () => import('./wallpaper-checks.ts'));
