import { Icon } from '@blueprintjs/core';
import { cliCommandLine } from '@opsdeck/shared/catalogue';
import type { MemberRow } from '@opsdeck/shared/schemas';
import { Command } from 'cmdk';
import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMemberSearch } from '../../../features/members/hooks/use-member-search.ts';
import type { useReissueFlow } from '../../../features/members/hooks/use-reissue-flow.ts';
import { reissueAction } from '../../../features/members/lib/reissue-actions.ts';
import { validateReissue } from '../../../features/members/lib/reissue-checks.ts';
import {
  REISSUE_KINDS,
  type ReissueAnswer,
  type ReissueKind,
} from '../../../features/members/lib/reissue-kinds.ts';
import { currentLocale } from '../../../lib/i18n.ts';
import { useReviewGuard } from '../../../lib/review-guard.ts';
import { keepTypedKeys, replayTypedKeys, takeTypedKeys } from '../../../lib/typed-ahead.ts';
import { ENTITY_DEBOUNCE_MS } from '../lib/entity-query.ts';
import { isCopyCliKey } from '../lib/palette-keys.ts';
import { draftToKeep, type ReissueDraft } from '../lib/reissue-draft.ts';
import {
  fieldOfStep,
  firstStepWithError,
  nextStep,
  previousStep,
  type ReissueStep,
} from '../lib/reissue-steps.ts';
import { CopyCliItem } from './copy-cli-item.tsx';
import { PaletteFooter } from './palette-footer.tsx';
import { ReissueCrumbs } from './reissue-crumbs.tsx';
import { MemberStep } from './reissue-member-step.tsx';
import { ReissueReview } from './reissue-review.tsx';

/** The re-issue flow of the palette (kept by the palette, so a retry keeps its idempotency key). */
export type ReissueFlow = ReturnType<typeof useReissueFlow>;

export interface ReissuePageProps {
  kind: ReissueKind;
  flow: ReissueFlow;
  mac: boolean;
  /** Backspace on the first, empty step. */
  onBack: () => void;
  /** The re-issue is done (or was already done with this key). */
  onDone: (result: ReissueAnswer) => void;
  onCopyCli: (line: string) => void;
  /** The draft kept when the palette closed mid-way: the page goes on from it. */
  draft?: ReissueDraft | null;
  /** Told of every change, so the palette keeps the draft when it closes (null: nothing typed). */
  onDraft?: (draft: ReissueDraft | null) => void;
}

/**
 * The arguments of a re-issue as a palette page, one field at a time in the search field: the member
 * (found on the server as you type), the amount, the reason, each checked as you type with the
 * catalogue action's args schema; then the server's dry run, which `y`, Ctrl/⌘+Enter or (once the
 * figures could be read) Enter confirms. The action is the catalogue entry the CLI runs, sent with
 * one idempotency key per intent.
 */
export function ReissuePage(props: ReissuePageProps) {
  const { kind, flow, mac, onBack, onDone, onCopyCli, draft, onDraft } = props;
  const { t } = useTranslation();
  const spec = REISSUE_KINDS[kind];
  const [step, setStep] = useState<ReissueStep>(draft?.step ?? 'member');
  const [memberQuery, setMemberQuery] = useState(draft?.memberQuery ?? '');
  const [member, setMember] = useState<MemberRow | null>(draft?.member ?? null);
  const [amount, setAmount] = useState(draft?.amount ?? '');
  const [reason, setReason] = useState(draft?.reason ?? '');
  // biome-ignore lint/correctness/useExhaustiveDependencies: told of the fields' changes only
  useEffect(() => {
    onDraft?.(draftToKeep({ step, memberQuery, member, amount, reason }));
  }, [step, memberQuery, member, amount, reason]);
  const [tried, setTried] = useState<ReadonlySet<ReissueStep>>(new Set());
  const search = useMemberSearch(
    step === 'member' ? memberQuery.trim().slice(0, 50) : '',
    ENTITY_DEBOUNCE_MS,
  );
  const { phase } = flow;
  const input = useRef<HTMLInputElement>(null);
  // An Enter on the member step before the server answered the search: applied when it answers.
  const [enterHeld, setEnterHeld] = useState(false);
  const replayAfterPick = useRef(false);

  const checked = validateReissue(
    spec,
    { memberId: member?.id ?? null, amount, reason },
    currentLocale(),
    t('memberOps.form.memberRequired'),
  );
  const serverFields = phase.name === 'editing' ? (phase.problem?.fields ?? {}) : {};
  const field = fieldOfStep(step);
  const value =
    step === 'member' ? memberQuery : step === 'amount' ? amount : step === 'reason' ? reason : '';
  // A field's rule shows as you type (the member's once you tried to go on without one).
  const shownRule = tried.has(step) || (step !== 'member' && value.trim() !== '');
  const error = field ? (serverFields[field] ?? (shownRule ? checked.errors[field] : undefined)) : undefined;
  const [selected, setSelected] = useState('');
  // Money safety: the Enter that asked for the dry run (or a quick second one) must not confirm it.
  const guard = useReviewGuard(step === 'review' && phase.name === 'confirming');

  // The step's main item takes the selection (Enter goes on; on review, Enter confirms).
  useEffect(() => {
    if (step === 'amount' || step === 'reason') setSelected('next');
    else if (step === 'review' && phase.name === 'confirming') setSelected('confirm');
  }, [step, phase.name]);

  // The server named a field: go back to it (its message shows under the field).
  useEffect(() => {
    if (phase.name !== 'editing' || !phase.problem) return;
    const to = firstStepWithError(phase.problem.fields);
    if (to) setStep(to);
  }, [phase]);

  useEffect(() => {
    if (phase.name === 'done') onDone(phase.result);
  }, [phase, onDone]);

  // The search answered a held Enter: it picks the first member found, as it would have then, and
  // what was typed meanwhile (the amount, Enter, the reason...) goes on into the next steps.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the answer comes
  useEffect(() => {
    if (!enterHeld || step !== 'member' || search.status === 'loading') return;
    setEnterHeld(false);
    const first = search.status === 'ready' ? search.items[0] : undefined;
    if (!first) return void takeTypedKeys(); // nothing found: the keys were meant for a member
    pick(first);
    replayAfterPick.current = true;
  }, [enterHeld, search, step]);
  useEffect(() => {
    if (step !== 'amount' || !replayAfterPick.current) return;
    replayAfterPick.current = false;
    if (input.current) replayTypedKeys(input.current);
  }, [step]);

  function setValue(text: string) {
    flow.clearProblem();
    if (step === 'member') setMemberQuery(text);
    else if (step === 'amount') setAmount(text);
    else if (step === 'reason') setReason(text);
  }

  function goBack() {
    const before = previousStep(step);
    if (!before) return onBack();
    if (step === 'review') flow.cancel();
    setStep(before);
  }

  function advance() {
    if (field && checked.errors[field]) {
      setTried(new Set([...tried, step]));
      return;
    }
    const to = nextStep(step);
    if (to === 'review' && !checked.body) {
      // An earlier field is wrong (or empty): go there and say why.
      const wrong = firstStepWithError(checked.errors) ?? 'member';
      setTried(new Set([...tried, wrong]));
      setStep(wrong);
      return;
    }
    setStep(to);
    if (to === 'review' && checked.body) void flow.preview(checked.body);
  }

  function pick(m: MemberRow) {
    setMember(m);
    flow.clearProblem();
    setStep('amount');
  }

  const key = phase.name === 'confirming' ? phase.key : undefined;
  const cliLine = cliCommandLine(
    reissueAction(kind),
    {
      memberId: member?.visibleId,
      [spec.amountField]: checked.body?.amount ?? (amount.trim() || undefined),
      reason: reason.trim() || undefined,
    },
    { key },
  );

  function onKeyDown(e: KeyboardEvent<HTMLDivElement>) {
    const plainEnter = e.key === 'Enter' && !e.ctrlKey && !e.metaKey;
    if (step === 'member' && plainEnter && !e.repeat && search.status === 'loading') {
      e.preventDefault();
      keepTypedKeys();
      setEnterHeld(true);
      return;
    }
    // On the review, Enter on another item (edit, copy) does that item; a held Enter does nothing.
    const verdict =
      step !== 'review' || (plainEnter && !e.repeat && (selected === 'edit' || selected === 'cli'))
        ? 'pass'
        : guard.judge(e.nativeEvent);
    if (verdict !== 'pass') {
      e.preventDefault();
      if (verdict === 'confirm') void flow.confirm();
    } else if (e.key === 'Backspace' && value === '') {
      e.preventDefault();
      goBack();
    } else if (cliLine && isCopyCliKey(e.nativeEvent, mac)) {
      e.preventDefault();
      onCopyCli(cliLine);
    }
  }

  const placeholder =
    step === 'member'
      ? t('palette.args.memberPlaceholder')
      : step === 'amount'
        ? t(spec.amountPlaceholderKey)
        : step === 'reason'
          ? t('patch.reasonPlaceholder')
          : t('palette.args.reviewPlaceholder');

  return (
    <Command
      shouldFilter={false}
      loop
      label={t(spec.titleKey)}
      value={selected}
      onValueChange={setSelected}
      onKeyDown={onKeyDown}
      className="od-palette-command"
    >
      <ReissueCrumbs kind={kind} step={step} member={member} amount={checked.body?.amount} reason={reason} />
      <div className="od-palette-input-row">
        <Icon icon={step === 'review' ? 'tick-circle' : 'edit'} className="od-palette-input-icon" />
        <Command.Input
          ref={input}
          autoFocus
          value={value}
          onValueChange={setValue}
          readOnly={step === 'review'}
          placeholder={placeholder}
          inputMode={step === 'amount' ? 'numeric' : undefined}
          className="od-palette-input"
          data-testid="palette-args-input"
        />
      </div>
      {error && (
        <div className="od-palette-field-error" role="alert" data-testid="palette-field-error">
          {error}
        </div>
      )}
      <Command.List className="od-palette-list">
        {step === 'member' && (
          <MemberStep
            query={memberQuery}
            search={search}
            picked={member}
            onPick={pick}
            onKeep={() => setStep('amount')}
          />
        )}
        {(step === 'amount' || step === 'reason') && (
          <Command.Item value="next" onSelect={advance} className="od-palette-item od-palette-item-primary">
            <Icon icon={step === 'reason' ? 'search' : 'arrow-right'} />
            <span className="od-palette-item-title">
              {step === 'reason' ? t('palette.args.preview') : t('palette.args.next')}
            </span>
          </Command.Item>
        )}
        {step === 'review' && (
          <ReissueReview
            phase={phase}
            armed={guard.armed}
            onConfirm={() => void flow.confirm()}
            onEdit={goBack}
          />
        )}
        {cliLine && step !== 'member' && phase.name !== 'previewing' && (
          <CopyCliItem line={cliLine} onCopy={onCopyCli} />
        )}
      </Command.List>
      <PaletteFooter mac={mac} canBack canCopy={() => cliLine !== null && step !== 'member'} />
    </Command>
  );
}
