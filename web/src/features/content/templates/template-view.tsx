import { Card, Classes, Intent, Section, SectionCard } from '@blueprintjs/core';
import { setTemplateStatus } from '@opsdeck/shared/api';
import type { Template } from '@opsdeck/shared/schemas';
import { thumbnailUrlOf } from '@opsdeck/shared/schemas/upload-names';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ContentImage, fitInto } from '../../../components/content-image.tsx';
import { formatCount, formatDateTime } from '../../../components/data-list/format.ts';
import { SectionTitle } from '../../../components/section-title.tsx';
import { useApi } from '../../../lib/api-context.tsx';
import { DetailHead, DetailList, stampRows, useStatusToggle } from '../shared/detail-page.tsx';
import { AccessTag, StatusTag } from '../shared/status-tag.tsx';
import { TemplateCanvas } from './layout/template-canvas.tsx';
import { TEMPLATE_PLACE } from './template-links.ts';

/** The box the cover is drawn in (its shape kept): the canvas's shape, so its box is final before it loads. */
const COVER_BOX = { width: 120, height: 200 };

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
  const locale = i18n.language;
  const status = useStatusToggle(
    row,
    (body) => setTemplateStatus(api, row.id, body),
    (r) => r.name,
    onChanged,
  );

  const details: [string, ReactNode][] = [
    [t('fields.categoryId'), row.categoryName],
    [t('contentWeb.template.kind'), t(`content.templateKind.${row.kind}`)],
    [t('fields.access'), <AccessTag key="a" access={row.access} priceCoins={row.priceCoins} />],
    [t('contentWeb.columns.status'), <StatusTag key="s" status={row.status} />],
    [t('contentWeb.template.uses'), formatCount(row.uses, locale)],
    [t('fields.canvas'), `${row.layout.canvas.width} × ${row.layout.canvas.height}`],
    [t('fields.layers'), formatCount(row.layout.layers.length, locale)],
    ...stampRows(t, row, formatDateTime, locale),
  ];

  return (
    <div className="od-content-page">
      <DetailHead
        place={TEMPLATE_PLACE}
        title={row.name}
        titleTestId="template-name"
        status={row.status}
        toggle={status}
        onEdit={onEdit}
        editIntent={Intent.PRIMARY}
        onReload={onReload}
      />
      <div className="od-tpl-detail">
        <Card className="od-tpl-detail-preview">
          <TemplateCanvas
            layout={row.layout}
            box={{ width: 420, height: 640 }}
            label={row.name}
            testId="template-detail-preview"
            load="first"
            thumbnails
          />
        </Card>
        <Section
          compact
          title={t('contentWeb.template.details')}
          titleRenderer={SectionTitle}
          className="od-tpl-detail-info"
        >
          <SectionCard>
            <DetailList items={details} />
          </SectionCard>
          <SectionCard>
            <div className={`${Classes.TEXT_MUTED} od-tpl-cover-label`}>{t('contentWeb.template.cover')}</div>
            {row.coverUrl && (
              <ContentImage
                className="od-tpl-cover"
                src={thumbnailUrlOf(row.coverUrl)}
                alt={t('contentWeb.template.coverAlt', { name: row.name })}
                {...fitInto(row.layout.canvas, COVER_BOX)}
              />
            )}
          </SectionCard>
        </Section>
      </div>
    </div>
  );
}
