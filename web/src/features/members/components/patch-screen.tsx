import { Card, H4, Icon } from '@blueprintjs/core';
import { isLocale } from '@opsdeck/shared/i18n';
import { isReissuePending, type MemberRow } from '@opsdeck/shared/schemas';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { useApiClient } from '../api/api-client.tsx';
import { usePatchFlow } from '../hooks/use-patch-flow.ts';
import { usePresetMember } from '../hooks/use-preset-member.ts';
import { PATCH_KINDS, type PatchKind } from '../lib/patch-kinds.ts';
import { type PatchField, type PatchFieldErrors, validatePatch } from '../lib/validate-patch.ts';
import { MemberDrawer } from './member-drawer.tsx';
import { PatchConfirmDialog } from './patch-confirm-dialog.tsx';
import { PatchForm } from './patch-form.tsx';
import { PatchPendingView } from './patch-pending.tsx';
import { PatchResultView } from './patch-result.tsx';
import './members.css';

/**
 * /member/patch-coin and /member/patch-vip (issue 3): pick a member, enter coins or days and a
 * reason (validated as you type with the shared schema), preview with the server's dry run, confirm,
 * and see the patch order. `?member=<id>` preselects the member (the drawer's quick buttons).
 */
export function PatchScreen({ kind }: { kind: PatchKind }) {
  const spec = PATCH_KINDS[kind];
  const { t, i18n } = useTranslation();
  const locale = isLocale(i18n.language) ? i18n.language : 'en-US';
  const client = useApiClient();
  const flow = usePatchFlow(client, spec);
  const preset = usePresetMember(client);
  const pickerRef = useRef<HTMLInputElement>(null);
  const amountRef = useRef<HTMLInputElement>(null);

  const [member, setMember] = useState<MemberRow | null>(null);
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState<ReadonlySet<PatchField>>(new Set());
  const [submitted, setSubmitted] = useState(false);
  const [drawerId, setDrawerId] = useState<number | null>(null);

  useEffect(() => {
    if (preset.status !== 'ready') return;
    setMember(preset.member);
    requestAnimationFrame(() => amountRef.current?.focus());
  }, [preset]);

  const { body, errors } = validatePatch(
    spec,
    { memberId: member?.id ?? null, amount, reason },
    locale,
    t('memberOps.form.memberRequired'),
  );
  const problem = flow.phase.name === 'editing' ? flow.phase.problem : undefined;
  const shown: PatchFieldErrors = {};
  for (const f of ['member', 'amount', 'reason'] as const) {
    const message = problem?.fields[f] ?? (submitted || touched.has(f) ? errors[f] : undefined);
    if (message) shown[f] = message;
  }

  function edit(field: PatchField) {
    setTouched((s) => (s.has(field) ? s : new Set(s).add(field)));
    flow.clearProblem();
  }

  function submit() {
    setSubmitted(true);
    if (body) void flow.preview(body);
  }

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
    <div className="od-page od-patch-page">
      <Card className="od-patch-card">
        <H4 className="od-patch-title">
          <Icon icon={spec.icon} />
          {t(spec.titleKey)}
        </H4>
        {answer && isReissuePending(answer) ? (
          <PatchPendingView spec={spec} pending={answer} onAnother={another} />
        ) : answer ? (
          <PatchResultView
            spec={spec}
            result={answer}
            onAnother={another}
            onViewMember={() => setDrawerId(answer.memberId)}
          />
        ) : (
          <PatchForm
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
            busy={flow.phase.name === 'previewing' || preset.status === 'loading'}
            onSubmit={submit}
            pickerRef={pickerRef}
            amountRef={amountRef}
            autoFocusPicker={preset.status === 'none'}
          />
        )}
      </Card>
      <PatchConfirmDialog
        spec={spec}
        phase={flow.phase.name === 'confirming' ? flow.phase : null}
        onConfirm={() => void flow.confirm()}
        onCancel={flow.cancel}
      />
      <MemberDrawer memberId={drawerId} onClose={() => setDrawerId(null)} />
    </div>
  );
}

/** The coin re-issue screen (catalogue route MemberPatchCoin); a new `?member=` starts afresh. */
export function MemberPatchCoinScreen() {
  return <PatchScreen key={useLocation().search} kind="coins" />;
}

/** The VIP re-issue screen (catalogue route MemberPatchVip); a new `?member=` starts afresh. */
export function MemberPatchVipScreen() {
  return <PatchScreen key={useLocation().search} kind="vip" />;
}
