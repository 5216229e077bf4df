import { Button, Callout, Classes, Intent, Tag } from '@blueprintjs/core';
import {
  disableTwoFactor,
  enableTwoFactor,
  getTwoFactor,
  quietly,
  setupTwoFactor,
} from '@opsdeck/shared/api';
import type { TwoFactorSetup } from '@opsdeck/shared/schemas';
import { formatMediumDateTime } from '@opsdeck/shared/schemas';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CodeField, type CodeKind, codeProblem } from '../../../components/code-field.tsx';
import { currentLocale } from '../../../lib/i18n.ts';
import { toastSuccess } from '../../../lib/toaster.ts';
import { useClient } from '../lib/use-client.ts';
import { useLoad } from '../lib/use-load.ts';
import { FormDialog } from './form-dialog.tsx';

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * Two-factor sign-in (TOTP) on the security tab: off → Turn on opens the setup (QR code and secret,
 * then the first code), which answers the ten recovery codes once; on → Turn off asks a current
 * code. Every step is a form: Enter submits, Esc closes; the code is typed into the shared CodeField,
 * which shows the check's or the server's message under it.
 */
export function TwoFactorSection() {
  const { t } = useTranslation();
  const client = useClient();
  const status = useLoad(getTwoFactor);
  const [setup, setSetup] = useState<TwoFactorSetup | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const [turningOff, setTurningOff] = useState(false);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const data = status.data;

  const reset = () => {
    setCode('');
    setError(undefined);
    setBusy(false);
  };
  async function run(step: () => Promise<void>, kind?: CodeKind) {
    const wrong = kind ? codeProblem(t, code, kind) : undefined;
    if (wrong) return setError(wrong);
    setBusy(true);
    setError(undefined);
    try {
      await step();
    } catch (err) {
      setError(messageOf(err));
    } finally {
      setBusy(false);
    }
  }
  const start = () => run(async () => setSetup(await setupTwoFactor(quietly(client))));
  const confirm = () =>
    run(async () => {
      const { recoveryCodes } = await enableTwoFactor(quietly(client), { code });
      setSetup(null);
      setCodes(recoveryCodes);
      reset();
      status.reload();
      toastSuccess(t('totpSetup.enabled'));
    }, 'totp');
  const turnOff = () =>
    run(async () => {
      status.set(await disableTwoFactor(quietly(client), { code }));
      setTurningOff(false);
      reset();
      toastSuccess(t('totpSetup.disabled'));
    }, 'totpOrRecovery');
  const typed = (value: string) => {
    setCode(value);
    setError(undefined);
  };

  return (
    <section className="od-account-two-factor" aria-labelledby="two-factor-title" data-testid="two-factor">
      <div className="od-account-section-head">
        <h4 id="two-factor-title">{t('totpSetup.title')}</h4>
        {data && (
          <Button
            size="small"
            icon={data.enabled ? 'unlock' : 'shield'}
            intent={data.enabled ? Intent.NONE : Intent.PRIMARY}
            text={t(data.enabled ? 'totpSetup.turnOff' : 'totpSetup.turnOn')}
            onClick={() => (data.enabled ? setTurningOff(true) : void start())}
            data-testid="two-factor-toggle"
          />
        )}
      </div>
      <p className={Classes.TEXT_MUTED} data-testid="two-factor-state">
        {data?.enabled ? (
          <>
            <Tag minimal intent={Intent.SUCCESS}>
              TOTP
            </Tag>{' '}
            {t('totpSetup.on', {
              time: data.enabledAt ? formatMediumDateTime(data.enabledAt, currentLocale()) : '',
              count: data.recoveryCodesLeft,
            })}
          </>
        ) : (
          t('totpSetup.off')
        )}
      </p>
      {error && !setup && !turningOff && (
        <Callout intent={Intent.DANGER} compact role="alert">
          {error}
        </Callout>
      )}
      <FormDialog
        isOpen={setup !== null}
        title={t('totpSetup.title')}
        icon="shield"
        onClose={() => {
          setSetup(null);
          reset();
        }}
        onSubmit={() => void confirm()}
        submitText={t('totpSetup.confirm')}
        busy={busy}
        testId="two-factor-setup"
      >
        <p>{t('totpSetup.scan')}</p>
        {setup && (
          <div className="od-two-factor-qr">
            <img src={setup.qr} alt={t('totpSetup.qrAlt')} width={180} height={180} />
            <div>
              <div className={Classes.TEXT_MUTED}>{t('totpSetup.secret')}</div>
              <code data-testid="two-factor-secret">{setup.secret}</code>
            </div>
          </div>
        )}
        <CodeField id="two-factor-code" kind="totp" value={code} onValueChange={typed} error={error} />
      </FormDialog>
      <FormDialog
        isOpen={codes !== null}
        title={t('totpSetup.recoveryTitle')}
        icon="key"
        onClose={() => setCodes(null)}
        onSubmit={() => setCodes(null)}
        submitText={t('totpSetup.saved')}
        busy={false}
        testId="two-factor-recovery"
      >
        <p>{t('totpSetup.recoveryHint')}</p>
        <ol className="od-recovery-codes" data-testid="recovery-codes">
          {(codes ?? []).map((c) => (
            <li key={c}>
              <code>{c}</code>
            </li>
          ))}
        </ol>
        <Button
          icon="clipboard"
          text={t('totpSetup.copyCodes')}
          onClick={() =>
            void navigator.clipboard
              ?.writeText((codes ?? []).join('\n'))
              .then(() => toastSuccess(t('totpSetup.copied')))
          }
        />
      </FormDialog>
      <FormDialog
        isOpen={turningOff}
        title={t('totpSetup.offTitle')}
        icon="unlock"
        onClose={() => {
          setTurningOff(false);
          reset();
        }}
        onSubmit={() => void turnOff()}
        submitText={t('totpSetup.turnOff')}
        busy={busy}
        testId="two-factor-off"
      >
        <p>{t('totpSetup.offHint')}</p>
        <CodeField id="two-factor-off-code" value={code} onValueChange={typed} error={error} />
      </FormDialog>
    </section>
  );
}
