import './palette.css';
import { Overlay2 } from '@blueprintjs/core';
import { type RouteEntry, type SettingEntry, settingEntries } from '@opsdeck/shared/catalogue';
import type { MemberRow } from '@opsdeck/shared/schemas';
import { type RefObject, useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { useReissueFlow } from '../../../features/members/hooks/use-reissue-flow.ts';
import {
  REISSUE_KINDS,
  type ReissueAnswer,
  type ReissueKind,
} from '../../../features/members/lib/reissue-kinds.ts';
import { useWebApi } from '../../../lib/api-context.tsx';
import { pathTo } from '../../../lib/route-links.ts';
import { toastError, toastSuccess } from '../../../lib/toaster.ts';
import { keepTypedKeys, replayTypedKeysInForm } from '../../../lib/typed-ahead.ts';
import { appSettingsStore, updateSettings } from '../../../stores/app-settings-store.ts';
import { userStore } from '../../../stores/user-store.ts';
import { usePaletteOpen } from '../hooks/use-palette-open.ts';
import { usePaletteUsage } from '../hooks/use-palette-usage.ts';
import { allLanguageTitles } from '../lib/all-titles.ts';
import { routeAllowed } from '../lib/build-index.ts';
import { cliLineOf } from '../lib/cli-line.ts';
import { entityHref, entityRoute, entityUsageId, memberEntity, type OpenedEntity } from '../lib/entities.ts';
import { orderListQueryOf } from '../lib/entity-query.ts';
import { copyCliLine, toastReissueDone } from '../lib/palette-feedback.ts';
import type { PaletteItem } from '../lib/palette-item.ts';
import { isMacPlatform } from '../lib/palette-keys.ts';
import { readingOf } from '../lib/pinyin.ts';
import { type ReissueDraft, withDraftHints } from '../lib/reissue-draft.ts';
import type { PaletteNavigate } from '../lib/result-pages.ts';
import { type PalettePage, runPaletteItem } from '../lib/run-item.ts';
import { usePaletteIndex } from '../lib/use-palette-index.ts';
import { ApprovalPage } from './approval-page.tsx';
import { ArgsPage } from './args-page.tsx';
import { ReissuePage } from './reissue-page.tsx';
import { RootPage } from './root-page.tsx';
import { SettingPage } from './setting-page.tsx';

const ROOT: PalettePage = { type: 'root' };
const ORDER_ROUTES = ['OrderVip', 'OrderIap', 'OrderPay', 'OrderExchange', 'OrderPatch'];

/**
 * The command palette (Ctrl+K / ⌘K anywhere, or the navbar's search button): the catalogue indexed
 * for the current role and language (derived again at once when either changes), the server's
 * members and orders, and pages for arguments. Mounted once beside the router; `navigate` is the
 * router's. The re-issue flows live here, so a retry keeps its idempotency key across pages.
 */
export function PaletteHost({
  navigate,
  builtRoutes,
  onListening,
}: {
  navigate: PaletteNavigate;
  builtRoutes: readonly RouteEntry[];
  /** Called once the palette listens for its keys and events (after its first render). */
  onListening?: () => void;
}) {
  const webApi = useWebApi();
  const api = webApi.client;
  const { t, i18n } = useTranslation();
  const { role, profile } = useSnapshot(userStore);
  const [page, setPage] = useState<PalettePage>(ROOT);
  const [query, setQuery] = useState('');
  const frame = useRef<HTMLDivElement>(null);
  const mac = useMemo(() => isMacPlatform(), []);
  const { usage, record } = usePaletteUsage(profile?.id);
  const coinsFlow = useReissueFlow(api, REISSUE_KINDS.coins);
  const vipFlow = useReissueFlow(api, REISSUE_KINDS.vip);
  // a re-issue left mid-way (Esc, a click outside) goes on from here when chosen again
  const [drafts, setDrafts] = useState<Partial<Record<ReissueKind, ReissueDraft>>>({});
  const { reset: resetCoins } = coinsFlow;
  const { reset: resetVip } = vipFlow;
  const onShow = useCallback(() => {
    setPage(ROOT);
    setQuery('');
  }, []);
  // another screen may ask for an action's page (OPEN_PALETTE_EVENT with detail.actionId)
  const openActionRef = useRef<(actionId: string) => void>(() => {});
  const onAction = useCallback((actionId: string) => openActionRef.current(actionId), []);
  const { open, setOpen } = usePaletteOpen({ enabled: !!role, mac, onShow, frame, pageKey: page, onAction });
  // Where the focus was before the palette opened: it goes back there once the palette has closed,
  // unless what the palette ran put it somewhere (a form's first field, a page's heading). Blueprint's
  // shouldReturnFocusOnClose returned it regardless, 100 ms after closing: it took the focus from
  // the "Re-issue to all matching" form's amount, and what was typed meanwhile went to the heading.
  const focusBefore = useRef<Element | null>(null);
  useLayoutEffect(() => {
    if (open) focusBefore.current = document.activeElement;
  }, [open]);
  const onClosed = useCallback(() => {
    onShow();
    const at = document.activeElement;
    const before = focusBefore.current;
    focusBefore.current = null;
    const nowhere = at === null || at === document.body || !!frame.current?.contains(at);
    if (nowhere && before instanceof HTMLElement && before.isConnected) before.focus();
  }, [onShow]);
  // after usePaletteOpen's effect: its listeners are in place
  useEffect(() => onListening?.(), [onListening]);
  const _locale = i18n.language;

  const indexed = usePaletteIndex(builtRoutes, allLanguageTitles, readingOf);
  const items = useMemo(() => withDraftHints(indexed, drafts, t), [indexed, drafts, t]);
  const allowed = (name: string) => builtRoutes.some((r) => r.name === name && routeAllowed(r, role));
  const canOpenReissueOrders = allowed('OrderPatch');

  const choose = useCallback(
    async (item: PaletteItem) => {
      record(item.id);
      keepTypedKeys(); // what is typed while it runs goes to the page it opens (or nowhere once closed)
      const result = await runPaletteItem(item, { role: userStore.role, builtRoutes, navigate, api: webApi });
      if (result.type === 'page') {
        if (result.page.type === 'reissue') (result.page.kind === 'coins' ? resetCoins : resetVip)();
        setPage(result.page);
      } else {
        if (result.type === 'done' && result.form) replayTypedKeysInForm();
        setOpen(false);
      }
    },
    [record, builtRoutes, navigate, resetCoins, resetVip, setOpen, webApi],
  );

  openActionRef.current = (actionId) => {
    const item = items.find((i) => i.target.type === 'action' && i.target.id === actionId);
    if (item) void choose(item);
    else toastError(t('palette.denied'));
  };

  const onReissueDone = useCallback(
    (result: ReissueAnswer) => {
      toastReissueDone(result, { navigate, canOpenOrders: canOpenReissueOrders });
      setDrafts({});
      resetCoins();
      resetVip();
      setOpen(false);
    },
    [navigate, canOpenReissueOrders, resetCoins, resetVip, setOpen],
  );

  const canOpen = useCallback(
    (e: OpenedEntity) => {
      const route = entityRoute(e, builtRoutes);
      return !!route && routeAllowed(route, role);
    },
    [builtRoutes, role],
  );

  /** Opens a record found on the server (an order in its list) and keeps it for Recent. */
  function openEntity(e: OpenedEntity) {
    const route = entityRoute(e, builtRoutes);
    if (!route || !routeAllowed(route, userStore.role)) return void toastError(t('palette.denied'));
    record(entityUsageId(e), e);
    navigate(entityHref(e));
    setOpen(false);
  }

  function applySetting(entry: SettingEntry, value: number | string) {
    updateSettings({ [entry.key]: value });
    toastSuccess(t('palette.setting.setTo', { setting: t(entry.i18nKey), value }));
    setOpen(false);
  }

  const back = () => setPage(ROOT);
  const settings = appSettingsStore as unknown as Record<string, unknown>;

  return (
    <Overlay2
      isOpen={open && !!role}
      onClose={() => setOpen(false)}
      onClosed={onClosed}
      childRef={frame as RefObject<HTMLElement>}
      className="od-palette-overlay"
      backdropClassName="od-palette-backdrop"
      transitionDuration={100}
      shouldReturnFocusOnClose={false}
    >
      <div ref={frame} className="od-palette" role="dialog" aria-modal="true" aria-label={t('palette.label')}>
        {page.type === 'root' && (
          <RootPage
            items={items}
            usage={usage}
            query={query}
            onQueryChange={setQuery}
            onChoose={choose}
            onCopyCli={(item) => void copyCliLine(cliLineOf(item))}
            canSearchMembers={allowed('MemberList')}
            canSearchOrders={ORDER_ROUTES.some(allowed)}
            canSearchTemplates={allowed('TemplateDetail')}
            canSearchWallpapers={allowed('WallpaperList')}
            canOpen={canOpen}
            onMember={(m: MemberRow) => openEntity(memberEntity(m))}
            onOpen={openEntity}
            onSearchMembers={(q) => {
              navigate(pathTo('/member/list', { q }));
              setOpen(false);
            }}
            onSearchOrders={(q) => {
              const to = orderListQueryOf(q);
              if (to === '') return;
              navigate(to);
              setOpen(false);
            }}
            mac={mac}
          />
        )}
        {page.type === 'reissue' && (
          <ReissuePage
            kind={page.kind}
            flow={page.kind === 'coins' ? coinsFlow : vipFlow}
            mac={mac}
            onBack={back}
            onDone={onReissueDone}
            onCopyCli={(line) => void copyCliLine(line)}
            draft={drafts[page.kind] ?? null}
            onDraft={(draft) => {
              const kind = page.kind;
              setDrafts((kept) =>
                kept[kind] === (draft ?? undefined) ? kept : { ...kept, [kind]: draft ?? undefined },
              );
            }}
          />
        )}
        {page.type === 'approval' && (
          <ApprovalPage
            how={page.how}
            actionId={page.actionId}
            mac={mac}
            onBack={back}
            onResultPage={(result) => {
              setOpen(false);
              navigate(result.to, { state: result.state });
            }}
            onCopyCli={(line) => void copyCliLine(line)}
          />
        )}
        {page.type === 'args' && (
          <ArgsPage
            actionId={page.actionId}
            mac={mac}
            onBack={back}
            onDone={(title) => {
              toastSuccess(t('palette.done', { action: title }));
              setOpen(false);
            }}
            onResultPage={(result) => {
              setOpen(false);
              navigate(result.to, { state: result.state });
            }}
            onCopyCli={(line) => void copyCliLine(line)}
          />
        )}
        {page.type === 'setting' && (
          <SettingPage
            settingId={page.settingId}
            current={settings[settingEntries.find((s) => s.id === page.settingId)?.key ?? '']}
            mac={mac}
            onBack={back}
            onApply={applySetting}
          />
        )}
      </div>
    </Overlay2>
  );
}
