import { Classes, DialogBody } from '@blueprintjs/core';
import { newIdempotencyKey } from '@opsdeck/shared/api';
import { taskActionEntries } from '@opsdeck/shared/catalogue';
import { ApiError } from '@opsdeck/shared/errors';
import { businessDayBefore, formatIssuesIn } from '@opsdeck/shared/schemas';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../components/dialog.tsx';
import { TextField } from '../../components/form/text-field.tsx';
import { FormDialogFooter } from '../../components/form-dialog-footer.tsx';
import { useApi } from '../../lib/api-context.tsx';
import { translator } from '../../lib/i18n.ts';
import { toastSuccess, toastWarning } from '../../lib/toaster.ts';

// the catalogue's task records only: the task lists load no other action's code
const taskActions = taskActionEntries();

/** One field of a record form: its args name, its label, numeric or text, and its first value. */
interface RecordField {
  name: string;
  labelKey: string;
  numeric?: boolean;
  initial?: () => string;
}

type RecordActionId = 'checkin.record' | 'invite.record';

/** Each record action's form fields. */
const RECORD_FIELDS: Record<RecordActionId, readonly RecordField[]> = {
  'checkin.record': [
    { name: 'memberId', labelKey: 'tasks.dialog.memberId', numeric: true },
    { name: 'day', labelKey: 'tasks.dialog.day', initial: () => businessDayBefore(0) },
  ],
  'invite.record': [
    { name: 'inviterId', labelKey: 'tasks.dialog.inviterId', numeric: true },
    { name: 'inviteeId', labelKey: 'tasks.dialog.inviteeId', numeric: true },
  ],
};

export interface RecordDialogProps {
  /** The catalogue action the dialog runs (the one the palette and the CLI run). */
  actionId: RecordActionId;
  isOpen: boolean;
  onClose: () => void;
  /** After a record was written (reload the list). */
  onRecorded: () => void;
}

interface RecordAnswer {
  reward: { points: number; coins: number } | null;
}

const idOf = (actionId: string, name: string) => `task-record-${actionId.split('.')[0]}-${name}`;

/**
 * The form of a task record (a missed sign-in, an invite): its fields checked with the action's own
 * schema (the server's), errors shown and the first one focused; Enter records, Esc cancels. One
 * Idempotency-Key per opening, so a retry after a lost answer records once. The answer says what
 * was paid, or that the reward rule is off.
 */
export function RecordDialog({ actionId, isOpen, onClose, onRecorded }: RecordDialogProps) {
  const { t } = useTranslation();
  const fields = RECORD_FIELDS[actionId];
  const client = useApi();
  const entry = taskActions.find((a) => a.id === actionId);
  const [values, setValues] = useState<Record<string, string>>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const key = useRef('');
  const inputs = useRef<Record<string, HTMLInputElement | null>>({});

  // biome-ignore lint/correctness/useExhaustiveDependencies: a fresh form (and key) per opening
  useEffect(() => {
    if (!isOpen) return;
    setValues(Object.fromEntries(fields.map((f) => [f.name, f.initial?.() ?? ''])));
    setErrors({});
    key.current = newIdempotencyKey();
  }, [isOpen]);

  function show(found: { field: string; message: string }[]) {
    const next: Record<string, string> = {};
    for (const e of found) next[e.field.split('.')[0] ?? ''] ??= e.message;
    setErrors(next);
    const first = fields.find((f) => next[f.name]);
    if (first) inputs.current[first.name]?.focus();
  }

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (!entry?.args || !entry.run || busy) return;
    const args = Object.fromEntries(
      fields.map((f) => {
        const raw = (values[f.name] ?? '').trim();
        return [f.name, f.numeric && /^\d+$/.test(raw) ? Number(raw) : raw];
      }),
    );
    const parsed = entry.args.safeParse(args);
    if (!parsed.success) return show(formatIssuesIn(parsed.error.issues, translator()));
    setBusy(true);
    try {
      const result = await entry.run(client, parsed.data, { idempotencyKey: key.current });
      const notice = entry.notice?.(result);
      const reward = (result as RecordAnswer).reward;
      if (notice) toastWarning(t(notice));
      else if (reward)
        toastSuccess(
          t('tasks.rewarded', {
            points: t('tasks.rewardPoints', { count: reward.points }),
            coins: t('tasks.rewardCoins', { count: reward.coins }),
          }),
        );
      onRecorded();
      onClose();
    } catch (err) {
      // the client toasted the server's reason; field errors are shown at their fields
      if (err instanceof ApiError && err.details) show(err.details);
    } finally {
      setBusy(false);
    }
  }

  if (!entry) return null;
  return (
    <Dialog isOpen={isOpen} onClose={onClose} title={t(entry.i18nKey)} icon={entry.icon as 'calendar'}>
      <form onSubmit={submit} data-testid={`${idOf(actionId, 'form')}`}>
        <DialogBody>
          {fields.map((f, i) => (
            <TextField
              key={f.name}
              id={idOf(actionId, f.name)}
              label={t(f.labelKey)}
              error={errors[f.name]}
              inputRef={(el) => {
                inputs.current[f.name] = el;
              }}
              autoFocus={i === 0}
              inputMode={f.numeric ? 'numeric' : undefined}
              value={values[f.name] ?? ''}
              onChange={(ev) => {
                setValues({ ...values, [f.name]: ev.target.value });
                setErrors({ ...errors, [f.name]: '' });
              }}
            />
          ))}
          <p className={Classes.TEXT_MUTED}>{t('tasks.dialog.keys')}</p>
        </DialogBody>
        <FormDialogFooter
          cancelText={t('tasks.dialog.cancel')}
          onCancel={onClose}
          submitText={t('tasks.dialog.submit')}
          busy={busy}
          testId={idOf(actionId, 'submit')}
        />
      </form>
    </Dialog>
  );
}
