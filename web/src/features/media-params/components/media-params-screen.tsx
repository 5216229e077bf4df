import {
  Button,
  Callout,
  Card,
  FormGroup,
  H1,
  HTMLSelect,
  InputGroup,
  Intent,
  Spinner,
} from '@blueprintjs/core';
import { getMediaParams, requestMediaParams } from '@opsdeck/shared/api';
import { ApiError } from '@opsdeck/shared/errors';
import { formatIssuesIn, mediaFieldLabelKey, mediaParamsSchema } from '@opsdeck/shared/schemas';
import { type FormEvent, type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { SubHeading } from '../../../components/sub-heading.tsx';
import { useApi } from '../../../lib/api-context.tsx';
import { translator } from '../../../lib/i18n.ts';
import {
  MEDIA_FIELDS,
  type MediaField,
  type MediaValues,
  optionLabel,
  toBody,
  toValues,
} from '../lib/fields.ts';
import './media-params.css';
import { pathTo } from '../../../lib/route-links.ts';

const idOf = (path: string) => `media-${path.replaceAll('.', '-')}`;

/**
 * /form/group (admins): the media encoding parameters of uploaded video, in a video and an audio
 * group. Submitting does not apply them: it asks for a change that a second admin approves (the
 * approval process opens from here). Enter moves to the next field (submits on the last), Esc puts
 * back the values in effect; errors are shown at their field and the first one is focused.
 */
export function MediaParamsScreen() {
  const { t, i18n } = useTranslation();
  const client = useApi();
  const [values, setValues] = useState<MediaValues | null>(null);
  const [initial, setInitial] = useState<MediaValues | null>(null);
  const [pendingId, setPendingId] = useState<number | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const form = useRef<HTMLFormElement>(null);

  useEffect(() => {
    getMediaParams(client).then(
      (s) => {
        setValues(toValues(s.current));
        setInitial(toValues(s.current));
        setPendingId(s.pendingApprovalId);
      },
      () => undefined,
    );
  }, [client]);

  function focus(path: string) {
    form.current?.querySelector<HTMLElement>(`#${idOf(path)}`)?.focus();
  }

  function showErrors(list: { field: string; message: string }[]) {
    const next: Record<string, string> = {};
    for (const e of list) next[e.field] ??= e.message;
    setErrors(next);
    const first = MEDIA_FIELDS.find((f) => next[f.path]);
    if (first) focus(first.path);
  }

  async function submit(e?: FormEvent) {
    e?.preventDefault();
    if (!values || busy) return;
    const parsed = mediaParamsSchema.safeParse(toBody(values));
    if (!parsed.success) {
      // a message names the field as its label does ("Encoding frame rate", not "frameRate")
      const labelOf = (path: string) => {
        const key = mediaFieldLabelKey(path);
        return key ? i18n.t(key) : undefined;
      };
      return showErrors(formatIssuesIn(parsed.error.issues, translator(), labelOf));
    }
    setBusy(true);
    try {
      const res = await requestMediaParams(client, parsed.data);
      setPendingId(res.approvalId);
      setErrors({});
    } catch (err) {
      if (err instanceof ApiError && err.details?.length) showErrors(err.details);
    } finally {
      setBusy(false);
    }
  }

  function onKeyDown(e: KeyboardEvent, f: MediaField) {
    if (e.key === 'Escape' && initial) {
      e.preventDefault();
      setValues(initial);
      setErrors({});
      return;
    }
    if (e.key !== 'Enter') return;
    e.preventDefault();
    const at = MEDIA_FIELDS.indexOf(f);
    const next = MEDIA_FIELDS[at + 1];
    if (next) focus(next.path);
    else void submit();
  }

  if (!values) return <Spinner size={32} />;
  const field = (f: MediaField, autoFocus: boolean) => {
    const error = errors[f.path];
    const intent = error ? Intent.DANGER : Intent.NONE;
    const common = {
      id: idOf(f.path),
      value: values[f.path] ?? '',
      autoFocus,
      'aria-invalid': error ? true : undefined,
      onKeyDown: (e: KeyboardEvent) => onKeyDown(e, f),
    };
    const set = (v: string) => {
      setValues({ ...values, [f.path]: v });
      if (error) setErrors(({ [f.path]: _, ...rest }) => rest);
    };
    const placeholder = f.range ? t('mediaForm.range', { min: f.range.min, max: f.range.max }) : undefined;
    return (
      <FormGroup
        key={f.path}
        label={t(`mediaForm.fields.${f.path}`)}
        labelFor={common.id}
        labelInfo={f.unit}
        intent={intent}
        helperText={error}
      >
        {f.control === 'select' ? (
          <HTMLSelect
            {...common}
            fill
            onChange={(e) => set(e.target.value)}
            options={(f.options ?? []).map((o) => ({
              value: o,
              label: optionLabel(t, f.path, o),
            }))}
          />
        ) : (
          <InputGroup
            {...common}
            intent={intent}
            inputMode={f.control === 'number' ? 'numeric' : undefined}
            placeholder={placeholder}
            onChange={(e) => set(e.target.value)}
          />
        )}
      </FormGroup>
    );
  };
  const group = (g: MediaField['group']) => MEDIA_FIELDS.filter((f) => f.group === g);
  return (
    <form ref={form} className="od-page od-media-form" onSubmit={submit} noValidate>
      <H1 className="od-list-title">{t('mediaForm.title')}</H1>
      {pendingId !== null && (
        <Callout intent={Intent.WARNING} icon="time" data-testid="media-pending">
          {t('mediaForm.pending', { id: pendingId })}{' '}
          <Link to={pathTo('/profile/basic', { id: pendingId })}>{t('approvals.openProcess')}</Link>
        </Callout>
      )}
      <Card>
        <SubHeading level={2}>{t('mediaForm.video')}</SubHeading>
        <div className="od-media-grid">{group('video').map((f, i) => field(f, i === 0))}</div>
      </Card>
      <Card>
        <SubHeading level={2}>{t('mediaForm.audio')}</SubHeading>
        <div className="od-media-grid">{group('audio').map((f) => field(f, false))}</div>
      </Card>
      <Card>
        <SubHeading level={2}>{t('mediaForm.explanation')}</SubHeading>
        {group('other').map((f) => field(f, false))}
      </Card>
      <div className="od-media-footer">
        <Button text={t('mediaForm.reset')} onClick={() => initial && setValues(initial)} />
        <Button type="submit" intent={Intent.PRIMARY} text={t('mediaForm.submit')} loading={busy} />
        <span className="od-media-hint">{t('mediaForm.keys')}</span>
      </div>
    </form>
  );
}
