import { Card, Icon } from '@blueprintjs/core';
import { routeByName } from '@opsdeck/shared/catalogue';
import { isLocale } from '@opsdeck/shared/i18n';
import type { MemberRow } from '@opsdeck/shared/schemas';
import { isReissuePending } from '@opsdeck/shared/schemas';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { PageTitle } from '../../../components/page-title.tsx';
import { useApi } from '../../../lib/api-context.tsx';
import { useLoadAfterFirstScreen } from '../../../lib/use-load-after-first-screen.ts';
import { usePresetMember } from '../hooks/use-preset-member.ts';
import { reissueChecks } from '../hooks/use-reissue-checks.ts';
import { useReissueFlow } from '../hooks/use-reissue-flow.ts';
import { REISSUE_KINDS, type ReissueKind } from '../lib/reissue-kinds.ts';
import type { ReissueField, ReissueFieldErrors } from '../lib/validate-reissue.ts';
import { MemberDrawer } from './member-drawer.tsx';
import { ReissueConfirmDialog } from './reissue-confirm-dialog.tsx';
import { ReissueForm } from './reissue-form.tsx';
import { ReissuePendingView } from './reissue-pending.tsx';
import { ReissueResultView } from './reissue-result.tsx';
import './members.css';

/**
 * /member/patch-coin and /member/patch-vip: pick a member, enter coins or days and a
 * reason (validated as you type with the shared schema), preview with the server's dry run, confirm,
 * and see the patch order. `?member=<id>` preselects the member (the drawer's quick buttons). Drawn
 * without zod: the form's checks load after the first paint (`use-reissue-checks.ts`); a preview
 * asked for before they are in waits for them, the form busy meanwhile, and is never sent unchecked.
 */
/** The catalogue route of each kind's screen: its heading is the route's menu string (page-names.test.ts). */
const SCREEN_ROUTE: Record<ReissueKind, string> = { coins: 'MemberPatchCoin', vip: 'MemberPatchVip' };

export function ReissueScreen({ kind }: { kind: ReissueKind }) {
  const spec = REISSUE_KINDS[kind];
  const { t, i18n } = useTranslation();
  const locale = isLocale(i18n.language) ? i18n.language : 'en-US';
  const client = useApi();
  const flow = useReissueFlow(client, spec);
  const preset = usePresetMember();
  const pickerRef = useRef<HTMLInputElement>(null);
  const amountRef = useRef<HTMLInputElement>(null);
  const reasonRef = useRef<HTMLTextAreaElement>(null);
  const pageRef = useRef<HTMLDivElement>(null);
  /**
   * The review has closed: after a re-issue the focus was in it, so it goes to "re-issue another"
   * (the result's first action) instead of being dropped on the page.
   */
  const reviewClosed = () => {
    const now = document.activeElement;
    // a focus the layout rescued to the heading (data-focus-rescued, app/layout/use-focus-rescue.ts)
    // when the review's button left the page is not one the operator chose
    const chosen = now && now !== document.body && !now.hasAttribute('data-focus-rescued');
    if (chosen && pageRef.current?.contains(now)) return;
    pageRef.current?.querySelector<HTMLElement>('[data-testid="patch-another"]')?.focus();
  };
  /** Back from the review to the form: the focus goes back to the reason, where Enter asked for it. */
  const cancelReview = () => {
    flow.cancel();
    requestAnimationFrame(() => reasonRef.current?.focus());
  };

  const [member, setMember] = useState<MemberRow | null>(null);
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState<ReadonlySet<ReissueField>>(new Set());
  const [submitted, setSubmitted] = useState(false);
  const [drawerId, setDrawerId] = useState<number | null>(null);
  // a preview asked for while the checks were loading (applied when they are in), or their failure
  const [submitWanted, setSubmitWanted] = useState(false);
  const [checksFailed, setChecksFailed] = useState(false);

  // the form's checks (zod and the re-issue schemas) after the first paint, before a preview needs them
  useLoadAfterFirstScreen(reissueChecks.load);
  const checks = reissueChecks.use();

  useEffect(() => {
    if (preset.status !== 'ready') return;
    setMember(preset.member);
    requestAnimationFrame(() => amountRef.current?.focus());
  }, [preset]);

  const checked = checks?.validateReissue(
    spec,
    { memberId: member?.id ?? null, amount, reason },
    locale,
    t('memberOps.form.memberRequired'),
  );
  const body = checked?.body ?? null;
  const errors: ReissueFieldErrors = checked?.errors ?? {};
  const problem = flow.phase.name === 'editing' ? flow.phase.problem : undefined;
  const shown: ReissueFieldErrors = {};
  for (const f of ['member', 'amount', 'reason'] as const) {
    const message = problem?.fields[f] ?? (submitted || touched.has(f) ? errors[f] : undefined);
    if (message) shown[f] = message;
  }

  function edit(field: ReissueField) {
    setTouched((s) => (s.has(field) ? s : new Set(s).add(field)));
    flow.clearProblem();
  }

  function submit() {
    setSubmitted(true);
    setChecksFailed(false);
    if (checks) {
      if (body) void flow.preview(body);
      return;
    }
    // the checks are not in yet: the preview waits for them (never sent unchecked)
    setSubmitWanted(true);
    reissueChecks.load().catch(() => {
      setSubmitWanted(false);
      setChecksFailed(true);
    });
  }
  // a preview asked for while the checks were loading, once they are in: sent when the form is valid;
  // otherwise the messages show and the focus goes to the first wrong field (the busy form dropped it)
  const { preview } = flow;
  useEffect(() => {
    if (!submitWanted || !checked) return;
    setSubmitWanted(false);
    if (checked.body) {
      void preview(checked.body);
      return;
    }
    const wrong = checked.errors.member ? pickerRef : checked.errors.amount ? amountRef : reasonRef;
    requestAnimationFrame(() => wrong.current?.focus());
  }, [submitWanted, checked, preview]);

  function another() {
    setMember(null);
    setAmount('');
    setReason('');
    setTouched(new Set());
    setSubmitted(false);
    flow.reset();
    requestAnimationFrame(() => pickerRef.current?.focus());
  }

  const memberNote =
    preset.status === 'loading'
      ? t('memberOps.form.memberLoading', { id: preset.id })
      : preset.status === 'error' && !member
        ? t('memberOps.form.memberLoadFailed', { id: preset.id, message: preset.message })
        : undefined;

  const answer = flow.phase.name === 'done' ? flow.phase.result : undefined;
  return (
    <div className="od-page od-patch-page" ref={pageRef}>
      <Card className="od-patch-card">
        <PageTitle className="od-patch-title">
          <Icon icon={spec.icon} />
          {t(routeByName(SCREEN_ROUTE[kind])?.i18nKey ?? spec.titleKey)}
        </PageTitle>
        {answer && isReissuePending(answer) ? (
          <ReissuePendingView spec={spec} pending={answer} onAnother={another} />
        ) : answer ? (
          <ReissueResultView
            spec={spec}
            result={answer}
            onAnother={another}
            onViewMember={() => setDrawerId(answer.memberId)}
          />
        ) : (
          <ReissueForm
            spec={spec}
            member={member}
            onMemberSelect={(m) => {
              setMember(m);
              edit('member');
            }}
            amount={amount}
            onAmountChange={(text) => {
              setAmount(text);
              edit('amount');
            }}
            reason={reason}
            onReasonChange={(text) => {
              setReason(text);
              edit('reason');
            }}
            errors={shown}
            memberNote={memberNote}
            formError={problem?.message}
            onChecksRetry={checksFailed ? submit : undefined}
            busy={flow.phase.name === 'previewing' || preset.status === 'loading' || submitWanted}
            onSubmit={submit}
            pickerRef={pickerRef}
            amountRef={amountRef}
            reasonRef={reasonRef}
            autoFocusPicker={preset.status === 'none'}
          />
        )}
      </Card>
      <ReissueConfirmDialog
        spec={spec}
        phase={flow.phase.name === 'confirming' ? flow.phase : null}
        onConfirm={() => void flow.confirm()}
        onCancel={cancelReview}
        onClosed={reviewClosed}
      />
      <MemberDrawer memberId={drawerId} onClose={() => setDrawerId(null)} />
    </div>
  );
}

/** The coin re-issue screen (catalogue route MemberPatchCoin); a new `?member=` starts afresh. */
export function MemberPatchCoinScreen() {
  return <ReissueScreen key={useLocation().search} kind="coins" />;
}

/** The VIP re-issue screen (catalogue route MemberPatchVip); a new `?member=` starts afresh. */
export function MemberPatchVipScreen() {
  return <ReissueScreen key={useLocation().search} kind="vip" />;
}
