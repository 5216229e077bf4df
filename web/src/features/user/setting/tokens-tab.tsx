import { Button, Callout, Checkbox, Classes, HTMLTable, Intent } from '@blueprintjs/core';
import { createApiToken, listApiTokens, quietly, revokeApiToken } from '@opsdeck/shared/api';
import {
  API_TOKEN_SCOPES,
  type ApiToken,
  type ApiTokenCreated,
  type ApiTokenScope,
  apiTokenCreateBodySchema,
  formatIssuesIn,
  formatMediumDateTime,
} from '@opsdeck/shared/schemas';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../../components/form/text-field.tsx';
import { StaticTag } from '../../../components/static-tag.tsx';
import { TableHead } from '../../../components/table-head.tsx';
import { currentLocale, translator } from '../../../lib/i18n.ts';
import { toastSuccess } from '../../../lib/toaster.ts';
import { useClient } from '../lib/use-client.ts';
import { useLoad } from '../lib/use-load.ts';
import { FormDialog } from './form-dialog.tsx';

const STATUS_INTENT: Record<ApiToken['status'], Intent> = {
  active: Intent.SUCCESS,
  expired: Intent.NONE,
  revoked: Intent.DANGER,
};

/**
 * The API tokens tab of /user/setting: tokens for scripts (name, scopes, 1–90 days, an optional
 * daily coin cap). A new token is shown once, in the dialog that made it; the list shows created,
 * last used, expiry and today's coins; Revoke ends one at once. `createOpen` comes from `?create=1`.
 */
export function TokensTab({ createOpen, onCreateOpen }: TokensTabProps) {
  const { t } = useTranslation();
  const client = useClient();
  const tokens = useLoad(listApiTokens);
  const [name, setName] = useState('');
  const [scopes, setScopes] = useState<ApiTokenScope[]>(['read']);
  const [days, setDays] = useState('30');
  const [cap, setCap] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const [created, setCreated] = useState<ApiTokenCreated | null>(null);

  const close = () => {
    onCreateOpen(false);
    setErrors({});
  };

  async function create() {
    const body = {
      name,
      scopes,
      expiresInDays: days.trim() === '' ? Number.NaN : Number(days),
      ...(cap.trim() ? { dailyCoinCap: Number(cap) } : {}),
    };
    const parsed = apiTokenCreateBodySchema.safeParse(body);
    if (!parsed.success) {
      const issues = formatIssuesIn(parsed.error.issues, translator());
      setErrors(Object.fromEntries(issues.map((i) => [i.field.split('.')[0] ?? i.field, i.message])));
      return;
    }
    setBusy(true);
    try {
      const answer = await createApiToken(quietly(client), parsed.data);
      setCreated(answer);
      setName('');
      setCap('');
      close();
      tokens.reload();
    } catch (err) {
      setErrors({ form: err instanceof Error ? err.message : String(err) });
    } finally {
      setBusy(false);
    }
  }

  async function revoke(token: ApiToken) {
    if (!window.confirm(t('tokens.revokeConfirm', { name: token.name }))) return;
    await revokeApiToken(client, token.id);
    toastSuccess(t('tokens.revoked', { name: token.name }));
    tokens.reload();
  }

  const rows = tokens.data ?? [];
  return (
    <div className="od-tokens-tab" data-testid="tokens-tab">
      <div className="od-account-section-head">
        <p className={Classes.TEXT_MUTED}>{t('tokens.intro')}</p>
        <Button
          icon="add"
          intent={Intent.PRIMARY}
          text={t('tokens.create')}
          onClick={() => onCreateOpen(true)}
          data-testid="token-create"
        />
      </div>
      {created && (
        <Callout intent={Intent.WARNING} icon="key" role="status" data-testid="token-created">
          <p>{t('tokens.created', { name: created.name })}</p>
          <code className="od-token-text">{created.token}</code>{' '}
          <Button
            size="small"
            icon="clipboard"
            text={t('tokens.copy')}
            onClick={() =>
              void navigator.clipboard?.writeText(created.token).then(() => toastSuccess(t('tokens.copied')))
            }
          />{' '}
          <Button size="small" text={t('tokens.done')} onClick={() => setCreated(null)} />
        </Callout>
      )}
      {rows.length === 0 ? (
        <p>{t('tokens.empty')}</p>
      ) : (
        <HTMLTable compact striped className="od-account-table" data-testid="tokens-table">
          <TableHead
            cells={[
              'tokens.fields.name',
              'tokens.fields.scopes',
              'tokens.fields.created',
              'tokens.fields.lastUsed',
              'tokens.fields.expires',
              'tokens.fields.cap',
              'tokens.fields.status',
              { key: 'account.certification.operation', unlabelled: true },
            ]}
          />
          <tbody>
            {rows.map((tk) => (
              <tr key={tk.id} data-token={tk.id}>
                <td>{tk.name}</td>
                <td>{tk.scopes.map((s) => t(`tokens.scopes.${s}`)).join(', ')}</td>
                <td>{formatMediumDateTime(tk.createdAt, currentLocale())}</td>
                <td>
                  {tk.lastUsedAt ? formatMediumDateTime(tk.lastUsedAt, currentLocale()) : t('tokens.never')}
                </td>
                <td>{formatMediumDateTime(tk.expiresAt, currentLocale())}</td>
                <td>
                  {tk.coinsToday} / {tk.dailyCoinCap ?? t('tokens.noCap')}
                </td>
                <td>
                  <StaticTag minimal intent={STATUS_INTENT[tk.status]}>
                    {t(`tokens.status.${tk.status}`)}
                  </StaticTag>
                </td>
                <td>
                  {tk.status === 'active' && (
                    <Button
                      size="small"
                      variant="minimal"
                      intent={Intent.DANGER}
                      text={t('tokens.revoke')}
                      aria-label={`${t('tokens.revoke')} ${tk.name}`}
                      onClick={() => void revoke(tk).catch(() => undefined)}
                    />
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </HTMLTable>
      )}
      <FormDialog
        isOpen={createOpen}
        title={t('tokens.create')}
        icon="key"
        onClose={close}
        onSubmit={() => void create()}
        submitText={t('tokens.create')}
        busy={busy}
        testId="token-create-form"
      >
        {errors.form && (
          <Callout intent={Intent.DANGER} compact role="alert">
            {errors.form}
          </Callout>
        )}
        <TextField
          id="token-name"
          name="name"
          label={t('tokens.fields.name')}
          value={name}
          onValueChange={setName}
          error={errors.name}
          required
          autoFocus
        />
        <fieldset className="od-token-scopes">
          <legend>{t('tokens.fields.scopes')}</legend>
          {API_TOKEN_SCOPES.map((s) => (
            <Checkbox
              key={s}
              label={t(`tokens.scopeHints.${s}`)}
              checked={scopes.includes(s)}
              onChange={(e) =>
                setScopes((now) =>
                  e.currentTarget.checked ? [...now.filter((x) => x !== s), s] : now.filter((x) => x !== s),
                )
              }
            />
          ))}
          {errors.scopes && (
            <div className={Classes.INTENT_DANGER} role="alert">
              {errors.scopes}
            </div>
          )}
        </fieldset>
        <TextField
          id="token-days"
          name="expiresInDays"
          label={t('tokens.fields.expiresInDays')}
          value={days}
          onValueChange={setDays}
          inputMode="numeric"
          error={errors.expiresInDays}
          required
        />
        <TextField
          id="token-cap"
          name="dailyCoinCap"
          label={t('tokens.fields.dailyCoinCap')}
          value={cap}
          onValueChange={setCap}
          inputMode="numeric"
          error={errors.dailyCoinCap}
        />
      </FormDialog>
    </div>
  );
}

export interface TokensTabProps {
  createOpen: boolean;
  onCreateOpen: (open: boolean) => void;
}
