import {
  Button,
  Callout,
  Classes,
  DialogBody,
  DialogFooter,
  FormGroup,
  HTMLSelect,
  HTMLTable,
  Intent,
} from '@blueprintjs/core';
import { ApiError } from '@opsdeck/shared/errors';
import { filterWords } from '@opsdeck/shared/reissue';
import type {
  ReissueJob,
  ReissueJobInput,
  ReissueJobPreviewRow,
  ReissueJobReview,
} from '@opsdeck/shared/schemas';
import { type FormEvent, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../components/dialog.tsx';
import { TextField } from '../../../components/form/text-field.tsx';
import { FormDialogFooter } from '../../../components/form-dialog-footer.tsx';
import { useArmedConfirm } from '../../../lib/armed-confirm.ts';
import { formatCount } from '../../../lib/i18n.ts';
import { createIntentKeys } from '../lib/intent-key.ts';

/** The job's kind, amount and reason as typed. */
interface Draft {
  kind: 'coins' | 'vip';
  amount: string;
  reason: string;
}

/** The URL parameter by which the palette opens the form on the list's filter. */
export const REISSUE_ALL_PARAM = 'reissueAll';

type Phase =
  | { name: 'form'; busy: boolean; errors: Record<string, string>; problem?: string }
  | { name: 'review'; review: ReissueJobReview; body: ReissueJobInput; busy: boolean; problem?: string };

export interface ReissueAllDialogProps {
  /** The member list's filter (its URL values); null: closed. */
  filter: Readonly<Record<string, string>> | null;
  onClose: () => void;
  /** The server's dry run (`dryRun: true`) and the job itself (with the intent's key). */
  submit: (body: ReissueJobInput, key: string | undefined) => Promise<ReissueJob | ReissueJobReview>;
  onCreated: (job: ReissueJob) => void;
}

const fieldOf = (field: string) => (field === 'amount' || field === 'reason' ? field : 'form');

/** The field messages of a refusal (a 400 names its fields), else one message for the form. */
function errorsOf(error: unknown): Record<string, string> {
  if (error instanceof ApiError && error.details?.length) {
    const out: Record<string, string> = {};
    for (const d of error.details) out[fieldOf(d.field)] ??= d.message;
    return out;
  }
  return { form: error instanceof Error ? error.message : String(error) };
}

/**
 * "Re-issue to all N matching": what to give every member the list's filter finds (kind, amount,
 * reason), then the server's dry run as a review (count, total, banned members, the filter in words,
 * the largest rows and the first ones, whether a second admin must approve), confirmed as every money
 * review is (armed: `y`, Ctrl/⌘+Enter, or Enter on Start once the figures have been shown). The job
 * is created once per intent (the same Idempotency-Key for every retry of the same kind, amount,
 * reason and filter).
 */
export function ReissueAllDialog({ filter, onClose, submit, onCreated }: ReissueAllDialogProps) {
  const { t } = useTranslation();
  const keys = useMemo(() => createIntentKeys(), []);
  const [draft, setDraft] = useState<Draft>({ kind: 'coins', amount: '', reason: '' });
  const [phase, setPhase] = useState<Phase>({ name: 'form', busy: false, errors: {} });
  const amountRef = useRef<HTMLInputElement>(null);
  const open = filter !== null;
  const reviewing = phase.name === 'review';

  function close() {
    setPhase({ name: 'form', busy: false, errors: {} });
    onClose();
  }

  async function review(e: FormEvent) {
    e.preventDefault();
    if (!filter || phase.busy) return;
    const amount = /^\d{1,9}$/.test(draft.amount.trim()) ? Number(draft.amount.trim()) : Number.NaN;
    const body: ReissueJobInput = {
      kind: draft.kind,
      amount: Number.isNaN(amount) ? (draft.amount as unknown as number) : amount,
      reason: draft.reason,
      filter: filter as ReissueJobInput['filter'],
    };
    setPhase({ name: 'form', busy: true, errors: {} });
    try {
      const answer = await submit({ ...body, dryRun: true }, undefined);
      if (!('dryRun' in answer)) throw new Error(t('reissueJobs.matching.noReview'));
      setPhase({ name: 'review', review: answer, body, busy: false });
    } catch (error) {
      const errors = errorsOf(error);
      setPhase({ name: 'form', busy: false, errors });
      if (errors.amount) amountRef.current?.focus();
    }
  }

  const intent = reviewing ? JSON.stringify(['job', phase.body]) : '';
  const confirm = useCallback(async () => {
    if (phase.name !== 'review' || phase.busy) return;
    setPhase({ ...phase, busy: true, problem: undefined });
    try {
      const answer = await submit(phase.body, keys.keyFor(intent));
      if ('dryRun' in answer) throw new Error(t('reissueJobs.matching.notCreated'));
      keys.settle(intent);
      setPhase({ name: 'form', busy: false, errors: {} });
      setDraft({ kind: draft.kind, amount: '', reason: '' });
      onCreated(answer);
    } catch (error) {
      setPhase({ ...phase, busy: false, problem: error instanceof Error ? error.message : String(error) });
    }
  }, [phase, submit, keys, intent, onCreated, draft.kind, t]);
  // every matching member banned: the server refuses the job, so nothing can start it (y, Ctrl+Enter
  // or the button); the review says why and Back takes the focus
  const refused = phase.name === 'review' && phase.review.refusal !== null;
  const armed = useArmedConfirm(reviewing && !refused, phase.busy, () => void confirm());
  const backRef = useRef<HTMLButtonElement>(null);
  // the review takes the focus on its Start button (the form's Enter never presses it: see armed)
  const { ref: startRef, reset } = armed;
  useEffect(() => {
    if (!reviewing) return;
    reset();
    (refused ? backRef : startRef).current?.focus();
  }, [reviewing, refused, reset, startRef]);

  const errors = phase.name === 'form' ? phase.errors : {};
  return (
    <Dialog
      isOpen={open}
      onClose={close}
      title={t(reviewing ? 'reissueJobs.matching.reviewTitle' : 'reissueJobs.matching.formTitle')}
      icon="send-to"
      // and again once it has opened, unless a field of it has the focus: opened from the palette,
      // the palette's closing took the focus back from the amount
      onOpened={(node) => {
        const at = document.activeElement;
        if (!(at instanceof HTMLInputElement || at instanceof HTMLSelectElement) || !node.contains(at))
          amountRef.current?.focus();
      }}
      canEscapeKeyClose={!phase.busy}
      canOutsideClickClose={false}
      className="od-reissue-all"
    >
      {phase.name === 'form' ? (
        <form onSubmit={review} data-testid="reissue-all-form">
          <DialogBody>
            <p>{filter ? <FilterLine filter={filter} /> : null}</p>
            <FormGroup label={t('reissueJobs.matching.kind')} labelFor="reissue-all-kind">
              <HTMLSelect
                id="reissue-all-kind"
                value={draft.kind}
                onChange={(e) => setDraft({ ...draft, kind: e.target.value as Draft['kind'] })}
                options={[
                  { value: 'coins', label: t('menu.member.reissueCoins') },
                  { value: 'vip', label: t('menu.member.reissueVip') },
                ]}
              />
            </FormGroup>
            <TextField
              id="reissue-all-amount"
              label={t('reissueJobs.matching.amount')}
              required
              inputMode="numeric"
              inputRef={amountRef}
              // on mount, not once the dialog's 300 ms opening is over (onOpened): digits typed right
              // after the Enter that opened it were lost; the overlay keeps a focus already inside it
              autoFocus
              value={draft.amount}
              error={errors.amount}
              onChange={(e) => setDraft({ ...draft, amount: e.target.value })}
              data-testid="reissue-all-amount"
            />
            <TextField
              id="reissue-all-reason"
              label={t('reissueJobs.matching.reason')}
              required
              value={draft.reason}
              error={errors.reason}
              onChange={(e) => setDraft({ ...draft, reason: e.target.value })}
              data-testid="reissue-all-reason"
            />
            {errors.form && (
              <Callout intent={Intent.DANGER} icon="error" data-testid="reissue-all-error">
                {errors.form}
              </Callout>
            )}
          </DialogBody>
          <FormDialogFooter
            cancelText={t('common.cancel')}
            onCancel={close}
            submitText={t('reissueJobs.matching.review')}
            busy={phase.busy}
            testId="reissue-all-review"
          />
        </form>
      ) : (
        <>
          <DialogBody>
            <Review review={phase.review} />
            {phase.problem && (
              <Callout intent={Intent.DANGER} icon="error" data-testid="reissue-all-error">
                {phase.problem}
              </Callout>
            )}
            <p className={`${Classes.TEXT_MUTED} ${Classes.TEXT_SMALL}`}>{t('memberOps.confirm.keysHint')}</p>
          </DialogBody>
          <DialogFooter
            actions={
              <>
                <Button
                  ref={backRef}
                  text={t('common.cancel')}
                  onClick={() => setPhase({ name: 'form', busy: false, errors: {} })}
                  disabled={phase.busy}
                />
                <Button
                  {...armed.buttonProps}
                  intent={Intent.PRIMARY}
                  icon="send-to"
                  disabled={refused}
                  loading={phase.busy}
                  text={t('reissueJobs.matching.submit')}
                  data-testid="reissue-all-confirm"
                />
              </>
            }
          />
        </>
      )}
    </Dialog>
  );
}

function FilterLine({ filter }: { filter: Readonly<Record<string, string>> }) {
  const { t } = useTranslation();
  return (
    <span data-testid="reissue-all-filter-words">
      {t('reissueJobs.web.facts.filter')}: {filterWords(filter, t)}
    </span>
  );
}

function Review({ review }: { review: ReissueJobReview }) {
  const { t } = useTranslation();
  /** `1 coin`, `1,200 coins`: the unit in the form its number takes. */
  const amount = (n: number) =>
    `${formatCount(n)} ${t(`reissueJobs.web.units.${review.kind}`, { count: n })}`;
  return (
    <>
      <HTMLTable compact className="od-reissue-all-facts" data-testid="reissue-all-review-facts">
        <tbody>
          <tr>
            <th scope="row">{t('reissueJobs.matching.filter')}</th>
            <td data-testid="reissue-all-filter">{review.filterText}</td>
          </tr>
          <tr>
            <th scope="row">{t('reissueJobs.matching.count')}</th>
            <td data-testid="reissue-all-count">{formatCount(review.count)}</td>
          </tr>
          <tr>
            <th scope="row">{t('reissueJobs.matching.total')}</th>
            <td data-testid="reissue-all-total">{amount(review.total)}</td>
          </tr>
          {review.banned > 0 && (
            <tr>
              <th scope="row">{t('reissueJobs.matching.banned')}</th>
              <td>{formatCount(review.banned)}</td>
            </tr>
          )}
        </tbody>
      </HTMLTable>
      {review.refusal ? (
        <Callout intent={Intent.DANGER} icon="disable" data-testid="reissue-all-refusal">
          {review.refusal.message}
        </Callout>
      ) : (
        <Callout
          intent={review.needsApproval ? Intent.WARNING : Intent.PRIMARY}
          icon={review.needsApproval ? 'people' : 'info-sign'}
          data-testid="reissue-all-approval"
          data-needs-approval={review.needsApproval}
        >
          {t(
            review.needsApproval ? 'reissueJobs.matching.needsApproval' : 'reissueJobs.matching.noApproval',
            {
              threshold: amount(review.threshold),
            },
          )}
        </Callout>
      )}
      <PreviewRows title={t('reissueJobs.matching.largest')} rows={review.largest} />
      <PreviewRows title={t('reissueJobs.matching.sample')} rows={review.sample} />
    </>
  );
}

function PreviewRows({ title, rows }: { title: string; rows: readonly ReissueJobPreviewRow[] }) {
  const { t } = useTranslation();
  if (rows.length === 0) return null;
  return (
    <HTMLTable compact striped className="od-reissue-all-rows" aria-label={title}>
      <caption>{title}</caption>
      <thead>
        <tr>
          <th scope="col">{t('reissueJobs.web.rows.member')}</th>
          <th scope="col">{t('member.columns.nickname')}</th>
          <th scope="col" className="od-num">
            {t('reissueJobs.web.rows.amount')}
          </th>
          <th scope="col">{t('reissueJobs.matching.reason')}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((r) => (
          <tr key={r.visibleId}>
            <td>{r.visibleId}</td>
            <td>
              {r.nickname}
              {r.status === 'banned' ? ` (${t('member.status.banned')})` : ''}
            </td>
            <td className="od-num">{formatCount(r.amount)}</td>
            <td>{r.reason}</td>
          </tr>
        ))}
      </tbody>
    </HTMLTable>
  );
}
