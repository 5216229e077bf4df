import { Button, Card, H5, HTMLTable, Icon, Intent, NonIdealState, Tag } from '@blueprintjs/core';
import type { ApprovalDetail } from '@opsdeck/shared/schemas';
import { formatMediumDateTime } from '@opsdeck/shared/schemas';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { FetchStates } from '../../../components/fetch-states.tsx';
import { LabelledRows } from '../../../components/labelled-rows.tsx';
import { currentLocale } from '../../../lib/i18n.ts';
import type { Fetched } from '../../../lib/use-fetch.ts';
import { currentStep } from '../lib/content-rows.ts';
import { approvalFacts } from '../lib/facts.ts';
import { logSentence } from '../lib/log-sentence.ts';
import { logHref, statusIntent } from '../lib/present.ts';

export interface ApprovalProcessProps {
  /** The selected request (none: a hint to pick one). */
  id: number | undefined;
  detail: Fetched<ApprovalDetail>;
  /** Shown when the operator may decide this request (an admin, not the requester, still pending). */
  canDecide: boolean;
  onApprove: () => void;
  onReject: () => void;
  onBack: () => void;
}

/**
 * The approval process of one request: the steps commit → approval → finish with who and when, the
 * request's content (old and new values) and its activity (from the audit log), each entry a sentence.
 */
export function ApprovalProcess({ id, detail, ...actions }: ApprovalProcessProps) {
  const { t } = useTranslation();
  if (id === undefined) return <NonIdealState icon="select" description={t('approvals.web.pick')} />;
  return (
    <FetchStates load={detail} ready={(a) => a.id === id}>
      {(a) => <Process a={a} {...actions} />}
    </FetchStates>
  );
}

function Process({
  a,
  canDecide,
  onApprove,
  onReject,
  onBack,
}: Omit<ApprovalProcessProps, 'id' | 'detail'> & { a: ApprovalDetail }) {
  const { t, i18n } = useTranslation();
  const step = currentStep(a);
  const steps = [
    { key: 'commit', who: a.requester.name, when: a.createdAt },
    {
      key: 'approval',
      who:
        a.decider?.name ??
        (a.status === 'expired' ? t('approvals.status.expired') : t('approvals.web.waiting')),
      when: a.decidedAt,
    },
    {
      key: 'finish',
      who: a.status === 'pending' ? '' : t(`approvals.status.${a.status}`),
      when: a.decidedAt,
    },
  ];
  return (
    <div className="od-approval-process" data-testid="approval-process">
      <Card className="od-approval-card">
        <div className="od-approval-head">
          <H5>
            {t('approvals.web.process')} · #{a.id} · {t(`approvals.kind.${a.kind}`)}
          </H5>
          <div className="od-approval-actions">
            {canDecide && (
              <>
                <Button
                  intent={Intent.SUCCESS}
                  icon="endorsed"
                  text={t('approvals.web.approve')}
                  onClick={onApprove}
                />
                <Button
                  intent={Intent.DANGER}
                  icon="disable"
                  text={t('approvals.web.reject')}
                  onClick={onReject}
                />
              </>
            )}
            <Button intent={Intent.PRIMARY} text={t('approvals.web.back')} onClick={onBack} />
          </div>
        </div>
        <p className="od-approval-status">
          <Tag minimal intent={statusIntent(a.status)} data-testid="approval-status">
            {t(`approvals.status.${a.status}`)}
          </Tag>
        </p>
        <ol className="od-approval-steps">
          {steps.map((s, i) => (
            <li
              key={s.key}
              className={i < step ? 'od-step-done' : i === step ? 'od-step-current' : 'od-step-todo'}
              data-testid={`approval-step-${s.key}`}
            >
              <Icon
                icon={i < step || (i === 2 && step === 2) ? 'tick-circle' : i === step ? 'time' : 'circle'}
              />
              <div>
                <strong>{t(`approvals.web.steps.${s.key}`)}</strong>
                <div>{s.who}</div>
                <div className="od-muted">{s.when ? formatMediumDateTime(s.when, currentLocale()) : ''}</div>
              </div>
            </li>
          ))}
        </ol>
        {a.rejectReason && (
          <p data-testid="approval-reject-reason">
            {t('approvals.web.rejectReason')}: {a.rejectReason}
          </p>
        )}
      </Card>
      <Card className="od-approval-card">
        <H5>{t('approvals.web.content')}</H5>
        <HTMLTable compact className="od-approval-content" data-testid="approval-content">
          <LabelledRows lines={approvalFacts(a, t, i18n.language)} />
        </HTMLTable>
      </Card>
      <Card className="od-approval-card">
        <H5>{t('approvals.web.log')}</H5>
        <ol className="od-approval-log" data-testid="approval-log">
          {a.log.map((r) => {
            const href = logHref(r.contentNumber);
            return (
              <li key={r.key}>
                <div>{logSentence(r, a, t, i18n.language)}</div>
                <div className="od-approval-log-meta">
                  <time dateTime={r.updateTime}>{formatMediumDateTime(r.updateTime, currentLocale())}</time>
                  <Tag
                    minimal
                    intent={r.status === 'ok' ? statusIntent('approved') : statusIntent('rejected')}
                  >
                    {t(`approvals.web.logStatus.${r.status}`)}
                  </Tag>
                  {href && (
                    <Link to={href} aria-label={t('approvals.web.viewOrder', { order: r.contentNumber })}>
                      {r.contentNumber}
                    </Link>
                  )}
                </div>
              </li>
            );
          })}
        </ol>
      </Card>
    </div>
  );
}
