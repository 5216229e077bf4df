// The named chunks of what loads before any screen: /login's, Blueprint's signed-in part, the
// console's start (chunk-groups.ts says how the lists are used; docs/performance.md why each
// group exists).

/** Each group's modules, repository-relative. */
export const START_CHUNK_MODULES = {
  /** What /login runs and the signed-in screens share with it (the stores, the toaster, the API context, the catalogue's routes …), with the login page's own: one chunk, not some twenty of 0.2 to 3 KB. A module listed here that /login stops needing costs its bytes there. */
  first: [
    'shared/src/api/account/profile.ts',
    'shared/src/api/health/get.ts',
    'shared/src/api/message/list.ts',
    'shared/src/api/message/read.ts',
    'shared/src/api/step-up.ts',
    'shared/src/catalogue/groups-business.ts',
    'shared/src/catalogue/groups-console.ts',
    'shared/src/catalogue/route-entry.ts',
    'shared/src/catalogue/routes.ts',
    'shared/src/catalogue/settings.ts',
    'shared/src/errors/codes.ts',
    'shared/src/errors/errors.ts',
    'shared/src/i18n/locale.ts',
    'shared/src/permissions/first-route.ts',
    'shared/src/permissions/route-access.ts',
    'shared/src/permissions/server-menu.ts',
    'shared/src/schemas/business-format.ts',
    'shared/src/schemas/business-time.ts',
    'shared/src/schemas/translator.ts',
    'web/src/app/chrome/lib/chrome-commands.ts',
    'web/src/app/chrome/lib/fullscreen.ts',
    'web/src/app/guard/decide.ts',
    'web/src/app/layout/login-locale-switcher.tsx',
    'web/src/app/root/document-title.ts',
    'web/src/components/app-logo.tsx',
    'web/src/components/form/text-field.tsx',
    'web/src/components/static-tag.tsx',
    'web/src/components/user-avatar.tsx',
    'web/src/config/api-base.ts',
    'web/src/config/env.ts',
    'web/src/features/auth/components/login-form.tsx',
    'web/src/features/auth/components/login-page.tsx',
    'web/src/features/auth/lib/demo-accounts.ts',
    'web/src/features/auth/lib/login-config.ts',
    'web/src/features/auth/lib/login-failure.ts',
    'web/src/features/auth/lib/password-credential.ts',
    // links to the catalogue's routes (the guard's sign-in link and every screen's)
    // the keys pressed before the keyboard layer listens, kept from the console's first paint (the
    // entry's), and what is typed after the palette's key until its search field has the focus
    'web/src/lib/early-keys.ts',
    'web/src/lib/typed-ahead.ts',
    'web/src/lib/early-profile-global.ts',
    'web/src/lib/early-profile.ts',
    // the first screen's data call index.html made, taken by the client's adapter (browser-api.ts)
    // and dropped by the console's start: in neither's chunk, it was one more request of 0.6 KB
    'web/src/lib/early-data-global.ts',
    'web/src/lib/early-data.ts',
    'web/src/lib/icons.ts',
    'web/src/lib/route-links.ts',
    'web/src/features/auth/lib/validate-login.ts',
    'web/src/lib/api-context.tsx',
    'web/src/lib/i18n.ts',
    'web/src/lib/intl-formats.ts',
    'web/src/lib/palette-bus.ts',
    'web/src/lib/route-listener.ts',
    'web/src/lib/stale-chunk.ts',
    // every chunk import and lazy part goes through these (chunk-import.ts, lazy-chunk.ts): 2.6 KB
    // here, not one more request before /login's first paint
    'web/src/lib/chunk-import.ts',
    'web/src/lib/lazy-chunk.ts',
    'web/src/lib/toaster.ts',
    'web/src/lib/typing-target.ts',
    'web/src/lib/yield-to-main.ts',
    'web/src/stores/app-settings-store.ts',
    'web/src/stores/message-counts.ts',
    'web/src/stores/messages-store.ts',
    'web/src/stores/recent-store.ts',
    'web/src/stores/session-storage.ts',
    'web/src/stores/settings-storage.ts',
    'web/src/stores/step-up-store.ts',
    'web/src/stores/user-store.ts',
  ],
  /** Modules of ours that go with Blueprint's signed-in part: the toaster's overlay and the curated icons' paths (wanted at the same moment). */
  'blueprint-console': [
    'web/src/lib/icon-paths.ts',
    'web/src/lib/popover-stand-in.ts',
    'web/src/lib/toaster-overlay.ts',
  ],
  /** What starts the console after /login: the app, its router and guard, the progress bar, the screens table with the server menu's fetch, the tab stores, the shell's small parts. */
  'console-start': [
    'shared/src/api/dashboard/menu.ts',
    'shared/src/catalogue/shortcuts.ts',
    'web/src/app/app.tsx',
    'web/src/app/guard/guard.ts',
    'web/src/app/palette/components/signed-in-keyboard.tsx',
    'web/src/app/palette/lib/palette-keys.ts',
    'web/src/app/root/boot-screen.tsx',
    'web/src/app/root/root-error-boundary.tsx',
    'web/src/app/root/root-route.tsx',
    'web/src/app/router.tsx',
    'web/src/app/screens.ts',
    'web/src/app/session-wiring.ts',
    'web/src/app/start-console.tsx',
    // the whole-page state and the page's h1 (the not-found page's, every screen's): chunks of 0.7
    // and 0.3 KB of their own, two more requests on every signed-in first load
    'web/src/components/page-state.tsx',
    'web/src/components/page-title.tsx',
    // what the shell draws and screens share (the dialog frame, the menus' focus return, the settings
    // drawer's number field): chunks of 0.3 to 0.6 KB of their own, three requests more before every
    // signed-in first paint
    'web/src/components/dialog.tsx',
    'web/src/components/focus-return.ts',
    'web/src/components/focus-return-popover.tsx',
    'web/src/components/form/numeric-field.tsx',
    'web/src/components/step-up-host.tsx',
    'web/src/features/exception/components/not-found-page.tsx',
    'web/src/features/settings/api/fetch-server-menu.ts',
    'web/src/features/settings/components/copy-settings-action.ts',
    'web/src/features/settings/lib/copy-settings.ts',
    'web/src/lib/first-screen.ts',
    'web/src/lib/progress.ts',
    // the schemas' steps (the keyboard layer, the schema-first screens, the workplace's quick operations)
    'web/src/lib/schema-steps.ts',
    // the forms' checks loaded after their first paint (category rows, re-issue and content create
    // forms): 0.6 KB, a request of its own before each of those screens' first paint
    'web/src/lib/deferred-module.ts',
    'web/src/stores/tab-bar-store.ts',
    'web/src/stores/tab-ops.ts',
  ],
} as const satisfies Record<string, readonly string[]>;
