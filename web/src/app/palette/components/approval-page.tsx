import { Callout, Icon, type IconName, Intent, Spinner, SpinnerSize, Tag } from '@blueprintjs/core';
import { getTwoFactor, isWrongCode, listApprovals, quietly, withCode } from '@opsdeck/shared/api';
import { actionEntries, cliCommandLine } from '@opsdeck/shared/catalogue';
import { type Approval, approvalRejectBodySchema, formatIssuesIn } from '@opsdeck/shared/schemas';
import { Command } from 'cmdk';
import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { CodeField, codeProblem } from '../../../components/code-field.tsx';
import { approvalFacts, changeText, memberText } from '../../../features/approvals/lib/facts.ts';
import { useApi } from '../../../lib/api-context.tsx';
import { formatRelativeTime, joinMessages, translator } from '../../../lib/i18n.ts';
import { useReviewGuard } from '../../../lib/review-guard.ts';
import { useFetch } from '../../../lib/use-fetch.ts';
import { userStore } from '../../../stores/user-store.ts';
import { decidableRequests } from '../lib/approval-match.ts';
import { isCopyCliKey } from '../lib/palette-keys.ts';
import { type ResultPage, resultPageOf } from '../lib/result-pages.ts';
import { PendingRequests } from './approval-requests.tsx';
import { CopyCliItem } from './copy-cli-item.tsx';
import { PaletteFooter } from './palette-footer.tsx';

type Step = 'pick' | 'reason' | 'review';

/**
 * "Approve request" and "Reject request" as a palette page: the pending requests this admin may
 * decide, listed like an entity search (member's 8-digit id and nickname, amount, requester, age)
 * and narrowed as you type; for a rejection, the reason; then the review with everything the
 * server says the request does (member, amount, balance before → after, 24-hour total, requester,
 * reason, rule, times), confirmed as a re-issue is (the same armed review: `y`, Ctrl/⌘+Enter, or
 * Enter once it has been on screen long enough). An approver with two-factor sign-in on types the
 * fresh code the server asks for into the review's code field (the shared CodeField, focused), and
 * it goes with the approval (X-OpsDeck-OTP); a wrong or used code stays on the review with the
 * server's message under the field. The catalogue entry the CLI runs decides it, and its outcome
 * opens the same result page as the approvals screen.
 */
export function ApprovalPage({
  how,
  actionId,
  mac,
  onBack,
  onResultPage,
  onCopyCli,
}: {
  how: 'approve' | 'reject';
  actionId: string;
  mac: boolean;
  onBack: () => void;
  onResultPage: (page: ResultPage) => void;
  onCopyCli: (line: string) => void;
}) {
  const api = useApi();
  const { t, i18n } = useTranslation();
  const me = useSnapshot(userStore).profile?.id ?? null;
  const entry = actionEntries.find((a) => a.id === actionId);
  const list = useFetch('palette-pending-approvals', (client) =>
    listApprovals(client, { status: 'pending' }),
  );
  const [step, setStep] = useState<Step>('pick');
  const [query, setQuery] = useState('');
  const [picked, setPicked] = useState<Approval | null>(null);
  const [reason, setReason] = useState('');
  const [tried, setTried] = useState(false);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [selected, setSelected] = useState('');
  // step-up: an approver with TOTP on gives a fresh code with the approval (the server asks for it)
  const twoFactor = useFetch(how === 'approve' ? 'palette-two-factor' : null, getTwoFactor);
  const needsCode = how === 'approve' && twoFactor.data?.enabled === true;
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string>();
  const codeInput = useRef<HTMLInputElement>(null);
  // Money safety: the Enter that opened the review (or a quick second one) must not decide it.
  const guard = useReviewGuard(step === 'review' && picked !== null);

  useEffect(() => {
    if (step === 'review') setSelected('confirm');
    else if (step === 'reason') setSelected('next');
  }, [step]);

  const locale = i18n.language;
  const reasonCheck = approvalRejectBodySchema.safeParse({ reason });
  const reasonError =
    step === 'reason' && !reasonCheck.success && (tried || reason.trim() !== '')
      ? joinMessages(formatIssuesIn(reasonCheck.error.issues, translator()).map((i) => i.message))
      : undefined;
  const args =
    picked === null
      ? undefined
      : how === 'approve'
        ? { id: picked.id }
        : { id: picked.id, reason: reasonCheck.success ? reasonCheck.data.reason : reason.trim() };
  const cliLine = entry && args ? cliCommandLine(entry, args as unknown as Record<string, never>) : null;
  const value = step === 'pick' ? query : step === 'reason' ? reason : '';
  if (!entry?.run) return null;
  const title = t(entry.i18nKey);

  function pick(a: Approval) {
    setPicked(a);
    setProblem(null);
    setStep(how === 'reject' ? 'reason' : 'review');
  }

  function goBack() {
    setProblem(null);
    setCode('');
    setCodeError(undefined);
    if (step === 'pick') return onBack();
    if (step === 'review' && how === 'reject') return setStep('reason');
    setStep('pick');
  }

  function nextFromReason() {
    if (!reasonCheck.success) return setTried(true);
    setStep('review');
  }

  async function decide() {
    if (!args || busy || !entry?.run) return;
    const wrongCode = needsCode ? codeProblem(t, code) : undefined;
    if (wrongCode) {
      setCodeError(wrongCode);
      codeInput.current?.focus();
      return;
    }
    setBusy(true);
    setProblem(null);
    try {
      // with a code, a refusal is said at the field or on the result page, not in a toast as well
      const client = needsCode ? withCode(quietly(api), code.trim()) : api;
      const result = await entry.run(client, args, {});
      const page = resultPageOf(entry.id, args, { result }, t);
      if (page) return onResultPage(page);
    } catch (err) {
      // a wrong, expired or used code: nothing was decided; say so at the field and ask again
      if (isWrongCode(err)) {
        setCode('');
        setCodeError(err.message);
        codeInput.current?.focus();
        return;
      }
      const page = resultPageOf(entry.id, args, { error: err }, t);
      if (page) return onResultPage(page);
      setProblem(err instanceof Error ? err.message : String(err));
    } finally {
      setBusy(false);
    }
  }

  function onKeyDown(e: KeyboardEvent<HTMLDivElement>) {
    const plainEnter = e.key === 'Enter' && !e.ctrlKey && !e.metaKey;
    // In the code field, keys other than Enter type the code (a recovery code may hold a `y`), and
    // Backspace deletes until the field is empty.
    const inCode = e.target === codeInput.current && codeInput.current !== null;
    if (inCode && e.key !== 'Enter' && !(e.key === 'Backspace' && code === '')) return;
    // On the review, Enter on another item (pick another, copy) does that item; a held Enter nothing.
    const verdict =
      step !== 'review' ||
      busy ||
      (plainEnter && !e.repeat && !inCode && (selected === 'edit' || selected === 'cli'))
        ? 'pass'
        : guard.judge(e.nativeEvent);
    if (verdict !== 'pass') {
      e.preventDefault();
      if (verdict === 'confirm') void decide();
    } else if (e.key === 'Backspace' && value === '') {
      e.preventDefault();
      goBack();
    } else if (cliLine && step !== 'pick' && isCopyCliKey(e.nativeEvent, mac)) {
      e.preventDefault();
      onCopyCli(cliLine);
    }
  }

  const candidates = decidableRequests(list.data ?? [], me, query);
  const total = how === 'reject' ? 3 : 2;
  const at = step === 'pick' ? 1 : step === 'reason' ? 2 : total;
  const placeholder =
    step === 'pick'
      ? t('palette.approvals.pickPlaceholder')
      : step === 'reason'
        ? t('palette.approvals.reasonPlaceholder')
        : t('palette.args.reviewPlaceholder');

  return (
    <Command
      shouldFilter={false}
      loop
      label={title}
      value={selected}
      onValueChange={setSelected}
      onKeyDown={onKeyDown}
      className="od-palette-command"
    >
      <div className="od-palette-crumbs">
        <Icon icon={(entry.icon ?? 'endorsed') as IconName} />
        <span className="od-palette-crumbs-title">{title}</span>
        {picked && (
          <Tag minimal round active={step === 'pick'} className="od-palette-chip">
            #{picked.id} · {memberText(picked)}
          </Tag>
        )}
        {how === 'reject' && step === 'review' && (
          <Tag minimal round className="od-palette-chip">
            {reason.trim()}
          </Tag>
        )}
        <span className="od-palette-crumbs-step">{t('palette.args.step', { step: at, total })}</span>
      </div>
      <div className="od-palette-input-row">
        <Icon
          icon={step === 'review' ? 'tick-circle' : step === 'pick' ? 'search' : 'edit'}
          className="od-palette-input-icon"
        />
        <Command.Input
          autoFocus
          value={value}
          onValueChange={(text) => {
            setProblem(null);
            if (step === 'pick') setQuery(text);
            else if (step === 'reason') setReason(text);
          }}
          readOnly={step === 'review'}
          placeholder={placeholder}
          className="od-palette-input"
          data-testid="palette-args-input"
        />
      </div>
      {reasonError && (
        <div className="od-palette-field-error" role="alert" data-testid="palette-field-error">
          {reasonError}
        </div>
      )}
      {step === 'review' && picked && (
        <dl className="od-palette-facts" data-testid="palette-approval-facts">
          {approvalFacts(picked, t, locale).map((f) => (
            <div key={f.key} className="od-palette-fact" data-fact={f.key}>
              <dt>{f.label}</dt>
              <dd>{f.value}</dd>
            </div>
          ))}
        </dl>
      )}
      {step === 'review' && picked && needsCode && (
        <div className="od-palette-code" data-testid="palette-step-up">
          <CodeField
            id="palette-step-up-code"
            name="otp"
            inputRef={codeInput}
            value={code}
            onValueChange={(v) => {
              setCode(v);
              setCodeError(undefined);
            }}
            error={codeError}
            hint={t('totpSetup.stepUpHint')}
          />
        </div>
      )}
      <Command.List className="od-palette-list">
        {step === 'pick' && (
          <PendingRequests
            state={list}
            items={candidates}
            query={query}
            onPick={pick}
            describe={(a) => ({
              title: t('palette.approvals.item', { member: memberText(a), amount: changeText(a, t, locale) }),
              hint: t('palette.approvals.itemHint', {
                id: a.id,
                requester: a.requester.name,
                age: formatRelativeTime(a.createdAt),
              }),
            })}
          />
        )}
        {step === 'reason' && (
          <Command.Item
            value="next"
            onSelect={nextFromReason}
            className="od-palette-item od-palette-item-primary"
          >
            <Icon icon="arrow-right" />
            <span className="od-palette-item-title">{t('palette.args.next')}</span>
          </Command.Item>
        )}
        {step === 'review' && problem && (
          <Callout
            compact
            intent={Intent.DANGER}
            className="od-palette-callout"
            data-testid="palette-problem"
          >
            {problem}
          </Callout>
        )}
        {step === 'review' && (
          <Command.Item
            value="confirm"
            disabled={busy}
            onSelect={() => void decide()}
            className="od-palette-item od-palette-item-primary"
            data-testid="palette-confirm"
            data-armed={guard.armed || undefined}
          >
            {busy ? (
              <Spinner size={SpinnerSize.SMALL} />
            ) : (
              <Icon icon={how === 'approve' ? 'endorsed' : 'disable'} />
            )}
            <span className="od-palette-item-title">
              {busy
                ? t('palette.approvals.deciding')
                : t(
                    how === 'approve'
                      ? 'palette.approvals.confirmApprove'
                      : 'palette.approvals.confirmReject',
                  )}
            </span>
          </Command.Item>
        )}
        {step === 'review' && (
          <Command.Item value="edit" onSelect={goBack} className="od-palette-item">
            <Icon icon="edit" />
            <span className="od-palette-item-title">
              {how === 'reject' ? t('palette.args.edit') : t('palette.approvals.pickAnother')}
            </span>
          </Command.Item>
        )}
        {cliLine && step !== 'pick' && <CopyCliItem line={cliLine} onCopy={onCopyCli} />}
      </Command.List>
      <PaletteFooter mac={mac} canBack canCopy={() => cliLine !== null && step !== 'pick'} />
    </Command>
  );
}
