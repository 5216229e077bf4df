import { actionEntries, type Role, type RouteEntry, settingEntries } from '@opsdeck/shared/catalogue';
import type { ReissueKind } from '../../../features/members/lib/reissue-kinds.ts';
import { i18n } from '../../../lib/i18n.ts';
import { toastError, toastSuccess } from '../../../lib/toaster.ts';
import { appSettingsStore, updateSettings } from '../../../stores/app-settings-store.ts';
import { canRunAction, implementationOf, type PaletteRunContext } from './action-registry.ts';
import { entryAllowed, routeAllowed } from './build-index.ts';
import { entityHref, entityRoute } from './entities.ts';
import type { PaletteItem } from './palette-item.ts';

/** A page of the palette: the search, an action's arguments, a number setting's value. */
export type PalettePage =
  | { type: 'root' }
  | { type: 'reissue'; kind: ReissueKind; actionId: string }
  | { type: 'approval'; how: 'approve' | 'reject'; actionId: string }
  | { type: 'args'; actionId: string }
  | { type: 'setting'; settingId: string };

/** What running an item did: finished (close the palette), opened a page, or was refused. */
/** `form`: the action opened a form on its screen (typed keys go to its field). */
export type RunResult =
  | { type: 'done'; form?: true }
  | { type: 'page'; page: PalettePage }
  | { type: 'denied' };

/** Where an item runs: the role in effect NOW, the router, the screens that exist. */
export interface RunContext extends PaletteRunContext {
  role: Role | '';
  builtRoutes: readonly RouteEntry[];
}

/**
 * The run-time guard: the item's catalogue entry, looked up again, must still be open to the role
 * in effect now (a role switch or a stale list must never run something the role may not use).
 */
export function mayRun(item: PaletteItem, ctx: Pick<RunContext, 'role' | 'builtRoutes'>): boolean {
  const target = item.target;
  if (target.type === 'route') {
    const route = ctx.builtRoutes.find((r) => r.name === target.name);
    return !!route && routeAllowed(route, ctx.role);
  }
  if (target.type === 'action') {
    const entry = actionEntries.find((a) => a.id === target.id);
    return !!entry && entryAllowed(entry, ctx.role) && canRunAction(entry, ctx);
  }
  if (target.type === 'entity') {
    const route = entityRoute(target.entity, ctx.builtRoutes);
    return !!route && routeAllowed(route, ctx.role);
  }
  const setting = settingEntries.find((s) => s.id === target.id);
  return !!setting && entryAllowed(setting, ctx.role);
}

/** Flips a boolean setting and says so. */
function toggleSetting(key: string, titleKey: string): void {
  const settings = appSettingsStore as unknown as Record<string, unknown>;
  const next = settings[key] !== true;
  updateSettings({ [key]: next });
  toastSuccess(
    i18n.t('palette.setting.toggled', {
      setting: i18n.t(titleKey),
      state: i18n.t(next ? 'palette.setting.on' : 'palette.setting.off'),
    }),
  );
}

/** Runs an item the operator chose (after the guard). */
export async function runPaletteItem(item: PaletteItem, ctx: RunContext): Promise<RunResult> {
  if (!mayRun(item, ctx)) {
    toastError(i18n.t('palette.denied'));
    return { type: 'denied' };
  }
  const target = item.target;
  if (target.type === 'route') {
    ctx.navigate(target.path);
    return { type: 'done' };
  }
  if (target.type === 'entity') {
    ctx.navigate(entityHref(target.entity));
    return { type: 'done' };
  }
  if (target.type === 'setting') {
    if (target.settingType !== 'boolean')
      return { type: 'page', page: { type: 'setting', settingId: target.id } };
    const entry = settingEntries.find((s) => s.id === target.id);
    toggleSetting(target.key, entry?.i18nKey ?? target.key);
    return { type: 'done' };
  }
  const entry = actionEntries.find((a) => a.id === target.id);
  const impl = entry ? implementationOf(entry) : undefined;
  if (!impl) return { type: 'denied' };
  if (impl.kind === 'reissue') {
    return { type: 'page', page: { type: 'reissue', kind: impl.reissueKind, actionId: target.id } };
  }
  if (impl.kind === 'approval')
    return { type: 'page', page: { type: 'approval', how: impl.how, actionId: target.id } };
  if (impl.kind === 'args') return { type: 'page', page: { type: 'args', actionId: target.id } };
  if (impl.kind === 'navigate') {
    const route = ctx.builtRoutes.find((r) => r.name === impl.route);
    if (route) ctx.navigate(route.path);
    return { type: 'done' };
  }
  await impl.run({ navigate: ctx.navigate, api: ctx.api });
  return impl.form ? { type: 'done', form: true } : { type: 'done' };
}
