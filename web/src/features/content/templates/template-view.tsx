import { Button, Card, Classes, H1, Intent, Section, SectionCard } from '@blueprintjs/core';
import { setTemplateStatus } from '@opsdeck/shared/api';
import type { Template } from '@opsdeck/shared/schemas';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { formatCount, formatDateTime } from '../../../components/data-list/format.ts';
import { useApi } from '../../../lib/api-context.tsx';
import { toastSuccess } from '../../../lib/toaster.ts';
import { isStaleError } from '../shared/api-problem.ts';
import { StaleNotice } from '../shared/stale-notice.tsx';
import { AccessTag, StatusTag } from '../shared/status-tag.tsx';
import { TemplateCanvas } from './layout/template-canvas.tsx';

export interface TemplateViewProps {
  row: Template;
  onEdit: () => void;
  onChanged: (row: Template) => void;
  onReload: () => void;
}

/** A template on its detail page: the preview, the details, Edit and Put online / Take offline. */
export function TemplateView({ row, onEdit, onChanged, onReload }: TemplateViewProps) {
  const api = useApi();
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [stale, setStale] = useState<string | null>(null);
  const locale = i18n.language;
  const next = row.status === 'online' ? 'offline' : 'online';

  async function toggle() {
    setBusy(true);
    setStale(null);
    try {
      const saved = await setTemplateStatus(api, row.id, { status: next, updatedAt: row.updatedAt });
      toastSuccess(
        t(next === 'online' ? 'contentWeb.editorial.nowOnline' : 'contentWeb.editorial.nowOffline', {
          title: saved.name,
        }),
      );
      onChanged(saved);
    } catch (err) {
      if (isStaleError(err)) setStale(err instanceof Error ? err.message : String(err));
    } finally {
      setBusy(false);
    }
  }

  const details: [string, ReactNode][] = [
    [t('fields.categoryId'), row.categoryName],
    [t('contentWeb.template.kind'), t(`content.templateKind.${row.kind}`)],
    [t('fields.access'), <AccessTag key="a" access={row.access} priceCoins={row.priceCoins} />],
    [t('contentWeb.columns.status'), <StatusTag key="s" status={row.status} />],
    [t('contentWeb.template.uses'), formatCount(row.uses, locale)],
    [t('fields.canvas'), `${row.layout.canvas.width} × ${row.layout.canvas.height}`],
    [t('fields.layers'), formatCount(row.layout.layers.length, locale)],
    [t('contentWeb.columns.createdAt'), formatDateTime(row.createdAt, locale)],
    [t('contentWeb.columns.updatedAt'), formatDateTime(row.updatedAt, locale)],
  ];

  return (
    <div className="od-content-page">
      <div className="od-content-page-head">
        <Button
          variant="minimal"
          icon="arrow-left"
          aria-label={t('contentWeb.template.backToList')}
          onClick={() => navigate('/template/list')}
        />
        <H1 data-testid="template-name">{row.name}</H1>
        <StatusTag status={row.status} />
        <div className="od-content-head-actions">
          <Button
            icon={next === 'online' ? 'eye-open' : 'eye-off'}
            intent={next === 'online' ? Intent.SUCCESS : Intent.WARNING}
            loading={busy}
            text={next === 'online' ? t('contentWeb.actions.putOnline') : t('contentWeb.actions.takeOffline')}
            onClick={() => void toggle()}
          />
          <Button intent={Intent.PRIMARY} icon="edit" text={t('contentWeb.actions.edit')} onClick={onEdit} />
        </div>
      </div>
      {stale && <StaleNotice message={stale} onReload={onReload} />}
      <div className="od-tpl-detail">
        <Card className="od-tpl-detail-preview">
          <TemplateCanvas
            layout={row.layout}
            box={{ width: 420, height: 640 }}
            label={row.name}
            testId="template-detail-preview"
          />
        </Card>
        <Section compact title={t('contentWeb.template.details')} className="od-tpl-detail-info">
          <SectionCard>
            <dl className="od-detail-list">
              {details.map(([label, value]) => (
                <div key={label} className="od-detail-item">
                  <dt className={Classes.TEXT_MUTED}>{label}</dt>
                  <dd>{value}</dd>
                </div>
              ))}
            </dl>
          </SectionCard>
          <SectionCard>
            <div className={`${Classes.TEXT_MUTED} od-tpl-cover-label`}>{t('contentWeb.template.cover')}</div>
            {row.coverUrl && (
              <img
                className="od-tpl-cover"
                src={row.coverUrl}
                alt={t('contentWeb.template.coverAlt', { name: row.name })}
              />
            )}
          </SectionCard>
        </Section>
      </div>
    </div>
  );
}
