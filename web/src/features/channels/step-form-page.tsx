import './channels.css';
import { Button, Card, Classes, Intent } from '@blueprintjs/core';
import { createChannel } from '@opsdeck/shared/api';
import { DEFAULT_ROUTE_PATH } from '@opsdeck/shared/catalogue';
import { ApiError } from '@opsdeck/shared/errors';
import type { Locale } from '@opsdeck/shared/i18n';
import { type KeyboardEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { PageTitle } from '../../components/page-title.tsx';
import { pathTo } from '../../lib/route-links.ts';
import { type RouteOrigin, routeOriginOf } from '../../lib/route-origin.ts';
import { BaseStep } from './base-step.tsx';
import {
  type ChannelDraft,
  type ChannelField,
  draftOf,
  EMPTY_DRAFT,
  errorsOf,
  type FieldErrors,
  firstErrorStep,
  parseDraft,
  validateStep,
} from './channel-draft.ts';
import { summaryLines } from './channel-summary.ts';
import { InfoStep } from './info-step.tsx';
import { ReviewStep } from './review-step.tsx';
import { StepIndicator } from './step-indicator.tsx';
import { useClient } from './use-client.ts';

type Step = 0 | 1 | 2;

const FORM_PATH = pathTo('/form/step');

/** /form/step: a new form per visit; a draft in the router state (return for correction) fills it. */
export function StepFormPage() {
  const location = useLocation();
  return (
    <ChannelStepForm
      key={location.key}
      initial={draftOf(location.state) ?? EMPTY_DRAFT}
      origin={routeOriginOf(location.state, FORM_PATH)}
    />
  );
}

/**
 * Create a promotion channel in three steps: base info, channel info, then check and submit. Each
 * step is checked with the shared schema before moving on; Enter goes to the next step (submits on
 * the last), Esc cancels, the first field with an error takes the focus. Success opens
 * /result/success with the channel; a field error from the server returns to its step; any other
 * failure opens /result/error, whose "return for correction" brings the draft back. Both offer a way
 * back to the screen the form was opened from (`origin`: the monitor, a list…).
 */
function ChannelStepForm({ initial, origin }: { initial: ChannelDraft; origin: RouteOrigin | undefined }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const client = useClient();
  const [step, setStep] = useState<Step>(0);
  const [draft, setDraft] = useState<ChannelDraft>(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);
  const [focus, setFocus] = useState<{ field: ChannelField | 'review'; n: number } | null>(null);
  const locale = i18n.language as Locale;

  useEffect(() => {
    if (!focus) return;
    document.getElementById(`channel-${focus.field}`)?.focus();
  }, [focus]);

  const focusOn = (field: ChannelField | 'review') => setFocus((f) => ({ field, n: (f?.n ?? 0) + 1 }));

  function change(patch: Partial<ChannelDraft>) {
    setDraft((d) => ({ ...d, ...patch }));
    const touched = Object.keys(patch).map((k) => (k.startsWith('promotion') ? 'promotionTime' : k));
    setErrors((e) => Object.fromEntries(Object.entries(e).filter(([k]) => !touched.includes(k))));
  }

  function showErrors(found: FieldErrors) {
    setErrors(found);
    const first = firstErrorStep(found);
    if (first) {
      setStep(first.step);
      focusOn(first.field);
    }
  }

  function next() {
    if (busy) return;
    if (step === 2) return void submit();
    const found = validateStep(step, draft, locale);
    if (Object.keys(found).length > 0) return showErrors(found);
    setErrors({});
    setStep((step + 1) as Step);
    // The check step's table takes the focus (not Submit: the Enter that got here would press it).
    if (step === 1) focusOn('review');
  }

  function prev() {
    if (busy || step === 0) return;
    setErrors({});
    setStep((step - 1) as Step);
  }

  function cancel() {
    const idx = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (idx > 0) navigate(-1);
    else navigate(DEFAULT_ROUTE_PATH);
  }

  const backTo = origin
    ? [{ label: t('result.backTo', { page: t(origin.i18nKey) }), path: origin.path }]
    : [];

  async function submit() {
    const parsed = parseDraft(draft, locale);
    if (!parsed.ok) return showErrors(parsed.errors);
    setBusy(true);
    try {
      const channel = await createChannel(client, parsed.body);
      navigate(pathTo('/result/success'), {
        state: {
          result: {
            headline: t('channels.summaryTitle', { name: channel.name, code: channel.code }),
            lines: summaryLines(draft, t, channel.code),
            actions: [
              { label: t('channels.actions.again'), path: FORM_PATH, primary: true, state: { from: origin } },
              { label: t('menu.member.list'), path: pathTo('/member/list', { channel: channel.code }) },
              ...backTo,
            ],
          },
        },
      });
    } catch (error) {
      setBusy(false);
      const e = error instanceof ApiError ? error : null;
      const fieldErrors = e?.details && e.status < 500 && e.status !== 403 ? errorsOf(e.details) : {};
      if (firstErrorStep(fieldErrors)) return showErrors(fieldErrors);
      navigate(pathTo('/result/error'), {
        state: {
          result: {
            lines: summaryLines(draft, t),
            message: e?.message ?? String(error),
            status: e?.status ?? 0,
            details: e?.details?.map((d) => d.message),
            actions: [
              { label: t('result.error.correct'), path: FORM_PATH, state: { draft, from: origin } },
              ...backTo,
            ],
          },
        },
      });
    }
  }

  function onKeyDown(e: KeyboardEvent<HTMLDivElement>) {
    if (e.defaultPrevented || e.nativeEvent.isComposing) return;
    const target = e.target as HTMLElement;
    if (e.key === 'Escape') {
      e.preventDefault();
      cancel();
    } else if (
      e.key === 'Enter' &&
      target.tagName !== 'BUTTON' &&
      !(target.tagName === 'TEXTAREA' && e.shiftKey)
    ) {
      e.preventDefault();
      next();
    }
  }

  const stepProps = { draft, errors, onChange: change, disabled: busy };
  return (
    <div className="od-page">
      <Card className="od-channel-card">
        <PageTitle>{t('channels.title')}</PageTitle>
        <StepIndicator current={step} />
        {/* biome-ignore lint/a11y/noStaticElementInteractions: Enter and Esc of the fields inside */}
        <div className="od-channel-form" onKeyDown={onKeyDown} data-testid="channel-form">
          {step === 0 && <BaseStep {...stepProps} />}
          {step === 1 && <InfoStep {...stepProps} />}
          {step === 2 && <ReviewStep lines={summaryLines(draft, t)} />}
          <div className="od-channel-actions">
            {step > 0 && (
              <Button icon="arrow-left" onClick={prev} disabled={busy}>
                {t('channels.actions.prev')}
              </Button>
            )}
            <Button onClick={cancel} disabled={busy}>
              {t('channels.actions.cancel')}
            </Button>
            <Button
              intent={Intent.PRIMARY}
              endIcon={step === 2 ? 'tick' : 'arrow-right'}
              onClick={next}
              loading={busy}
              data-testid="channel-next"
            >
              {step === 2 ? t('channels.actions.submit') : t('channels.actions.next')}
            </Button>
          </div>
          <p className={`od-channel-hint ${Classes.TEXT_MUTED}`}>{t('channels.keyboardHint')}</p>
        </div>
      </Card>
    </div>
  );
}
