import type { z } from 'zod';
import type { ApiClient } from '../api/client.js';
import type { Role, RoleOrAny } from '../schemas/common.js';

/** One screen of the console (spec §2). */
export interface RouteEntry {
  /** Unique route name, used as the login redirect target and in the server menu. */
  name: string;
  /** Absolute path; detail screens take their id from the query string. */
  path: string;
  /** i18n key of the title (menu, tab, palette, breadcrumb). */
  i18nKey: string;
  /** Blueprint icon name. */
  icon?: string;
  /** Who may open it; ['*'] for any role. */
  roles: RoleOrAny[];
  requiresAuth: boolean;
  /** Reachable by URL and palette but left out of the side menu. */
  hideInMenu?: boolean;
  /** Left out of the tab bar. */
  noTab?: boolean;
  /** Not kept alive when its tab is left. */
  ignoreCache?: boolean;
  /** True once the web console has a screen for it; routes appear in the menu only when built. */
  built: boolean;
  /** Extra palette search words, in both languages. */
  keywords?: string[];
}

/** A top-level menu group (spec §2 "Menu groups") with its menu order (spec §9). */
export interface MenuGroup {
  id: string;
  i18nKey: string;
  icon: string;
  order: number;
  /** External link groups (spec §2: a UI-kit website and its FAQ) open in a new tab. */
  link?: string;
  children: RouteEntry[];
}

/** How risky an action is: `money` actions move coins, points or VIP and need a confirmation. */
export type ActionRisk = 'safe' | 'confirm' | 'money';

/** A runnable action of the palette and the CLI. Later issues fill the list. */
export interface ActionEntry<Args extends z.ZodType = z.ZodType> {
  id: string;
  i18nKey: string;
  /** Palette group i18n key. */
  groupKey: string;
  icon?: string;
  keywords?: string[];
  roles: RoleOrAny[];
  risk: ActionRisk;
  /** The arguments, validated with this schema by palette, CLI and server alike. */
  args?: Args;
  /** Keyboard shortcut shown in the palette, e.g. 'mod+shift+l' or 'g m'. */
  shortcut?: string;
  /** The equivalent CLI command words, e.g. ['coins', 'reissue']. */
  cli?: string[];
  /**
   * The API call the action makes with validated args (palette and CLI run the same definition).
   * Money actions take the idempotency key the caller generated (and reuses on retry).
   */
  run?(client: ApiClient, args: z.output<Args>, opts: ActionRunOptions): Promise<unknown>;
  /**
   * The i18n key of what the palette and the CLI must add after `run` answered, when the answer
   * calls for it (e.g. a record written while its reward rule is off); undefined for nothing.
   */
  notice?(result: unknown): string | undefined;
}

/** What a caller passes to an action's `run` besides its args. */
export interface ActionRunOptions {
  /** Idempotency-Key of a money action; required unless the args ask for a dry run. */
  idempotencyKey?: string;
}

/** A console setting (settings drawer, palette). */
export interface SettingEntry {
  id: string;
  /** Key in the app settings object (spec §3). */
  key: string;
  i18nKey: string;
  /** A switch, a whole number within `min`…`max`, or a colour (`#RRGGBB`, offered from `choices`). */
  type: 'boolean' | 'number' | 'color';
  roles: RoleOrAny[];
  min?: number;
  max?: number;
  /** The preset values offered first (a colour's swatches). */
  choices?: readonly string[];
}

export type { Role, RoleOrAny };
