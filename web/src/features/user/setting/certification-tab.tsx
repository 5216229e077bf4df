import { Button, Card, Classes, DialogBody, HTMLTable, NonIdealState, Tag } from '@blueprintjs/core';
import { getCertification, withdrawCertification } from '@opsdeck/shared/api';
import type { CertificationRecord, EnterpriseInfo } from '@opsdeck/shared/schemas';
import { formatMediumDateTime } from '@opsdeck/shared/schemas';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../components/dialog.tsx';
import { FetchStates } from '../../../components/fetch-states.tsx';
import { TableHead } from '../../../components/table-head.tsx';
import { currentLocale } from '../../../lib/i18n.ts';
import { toastSuccess } from '../../../lib/toaster.ts';
import { useFetch } from '../../../lib/use-fetch.ts';
import { Fields } from '../components/field-list.tsx';
import { useClient } from '../lib/use-client.ts';

const INFO_FIELDS = [
  'accountType',
  'status',
  'time',
  'legalPerson',
  'certificateType',
  'authenticationNumber',
  'enterpriseName',
  'enterpriseCertificateType',
  'organizationCode',
] as const satisfies readonly (keyof EnterpriseInfo)[];

/** Fields whose stored value is a type (`enterprise`, `ID card`), shown in the console's language. */
const CODED_FIELDS = new Set<string>(['accountType', 'certificateType', 'enterpriseCertificateType']);

/** A stored type in words (`ID card` → 身份证); one the console does not know is shown as stored. */
function useValueText(): (value: string) => string {
  const { t } = useTranslation();
  return (value) => {
    const slug = value
      .trim()
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '_');
    return t(`account.certification.values.${slug}`, { defaultValue: value });
  };
}

/** A record's operations: check it, and withdraw it while it is being audited. */
function RecordActions(props: { record: CertificationRecord; onCheck: () => void; onWithdraw: () => void }) {
  const { t } = useTranslation();
  return (
    <>
      <Button
        size="small"
        variant="minimal"
        text={t('account.certification.check')}
        onClick={props.onCheck}
      />
      {props.record.status === 'auditing' && (
        <Button
          size="small"
          variant="minimal"
          intent="danger"
          text={t('account.certification.withdraw')}
          onClick={props.onWithdraw}
        />
      )}
    </>
  );
}

/** Certification: the enterprise block and the record list with check and withdraw. */
export function CertificationTab() {
  const { t } = useTranslation();
  const client = useClient();
  const cert = useFetch('certification', getCertification);
  const [checking, setChecking] = useState<CertificationRecord | null>(null);
  const valueText = useValueText();

  async function withdraw(id: number) {
    const records = await withdrawCertification(client, id);
    if (cert.data) cert.setData({ ...cert.data, records });
    toastSuccess(t('account.certification.withdrawn'));
  }

  const shown = (field: (typeof INFO_FIELDS)[number], value: string) => {
    if (CODED_FIELDS.has(field)) return valueText(value);
    if (field === 'status') {
      return (
        <Tag minimal intent={value === 'verified' ? 'success' : 'warning'}>
          {t(value === 'verified' ? 'account.setting.verified' : 'account.setting.unverified')}
        </Tag>
      );
    }
    return field === 'time' ? formatMediumDateTime(value, currentLocale()) : value;
  };

  const infoItems = (info: EnterpriseInfo) =>
    INFO_FIELDS.map((f) => ({ key: f, label: t(`account.certification.${f}`), value: shown(f, info[f]) }));

  return (
    <div className="od-certification-tab">
      <FetchStates load={cert}>
        {(c) => (
          <>
            <Card className="od-account-card">
              <h4>{t('account.certification.enterprise')}</h4>
              {c.enterpriseInfo ? (
                <Fields threeColumns items={infoItems(c.enterpriseInfo)} />
              ) : (
                <p className={Classes.TEXT_MUTED}>{t('account.certification.none')}</p>
              )}
            </Card>
            <Card className="od-account-card">
              <h4>{t('account.certification.records')}</h4>
              {c.records.length === 0 ? (
                <NonIdealState icon="document" description={t('account.certification.noRecords')} />
              ) : (
                <HTMLTable compact striped className="od-account-table" data-testid="certification-records">
                  <TableHead
                    prefix="account.certification."
                    cells={['type', 'content', 'status', 'recordTime', 'operation']}
                  />
                  <tbody>
                    {c.records.map((r) => (
                      <tr key={r.id}>
                        <td>{t('account.certification.enterprise')}</td>
                        <td>{r.certificationContent}</td>
                        <td>
                          <Tag minimal intent={r.status === 'pass' ? 'success' : 'warning'}>
                            {t(`account.certification.recordStatus.${r.status}`)}
                          </Tag>
                        </td>
                        <td>{formatMediumDateTime(r.time, currentLocale())}</td>
                        <td>
                          <RecordActions
                            record={r}
                            onCheck={() => setChecking(r)}
                            onWithdraw={() => void withdraw(r.id).catch(() => undefined)}
                          />
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </HTMLTable>
              )}
            </Card>
          </>
        )}
      </FetchStates>
      <Dialog
        isOpen={checking !== null}
        onClose={() => setChecking(null)}
        title={t('account.certification.check')}
      >
        <DialogBody>
          {checking && (
            <Fields
              items={[
                {
                  key: 'content',
                  label: t('account.certification.content'),
                  value: checking.certificationContent,
                },
                {
                  key: 'status',
                  label: t('account.certification.status'),
                  value: t(`account.certification.recordStatus.${checking.status}`),
                },
                {
                  key: 'recordTime',
                  label: t('account.certification.recordTime'),
                  value: formatMediumDateTime(checking.time, currentLocale()),
                },
              ]}
            />
          )}
        </DialogBody>
      </Dialog>
    </div>
  );
}
