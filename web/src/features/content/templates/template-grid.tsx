import { Card } from '@blueprintjs/core';
import type { Template } from '@opsdeck/shared/schemas';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { cardLoad } from '../../../components/content-image.tsx';
import { CardMeta } from '../shared/card-meta.tsx';
import { TemplateCanvas } from './layout/template-canvas.tsx';
import { templateHref } from './template-links.ts';

/** The thumbnail box of a card (display pixels). */
const THUMB = { width: 168, height: 224 };

/**
 * Templates as cards, each drawn by the template renderer (the same as the editor and detail page).
 * Drawn again only when its rows change (not when the list around it does, e.g. when the category
 * filter's choices arrive after the page).
 */
export const TemplateGrid = memo(function TemplateGrid({
  rows,
  loading,
}: {
  rows: readonly Template[];
  loading: boolean;
}) {
  const { t } = useTranslation();
  return (
    <ul
      className={`od-template-grid${loading ? ' od-grid-loading' : ''}`}
      aria-busy={loading}
      aria-label={t('menu.template.list')}
    >
      {rows.map((row, index) => (
        <li key={row.id}>
          <Link
            to={templateHref(row.id)}
            className="od-template-link"
            data-testid={`template-card-${row.id}`}
            data-name={row.name}
          >
            <Card compact interactive className="od-template-card">
              <div className="od-template-thumb">
                <TemplateCanvas
                  layout={row.layout}
                  box={THUMB}
                  label={row.name}
                  load={cardLoad(index)}
                  thumbnails
                />
              </div>
              <CardMeta
                title={row.name}
                sub={[row.categoryName, t(`content.templateKind.${row.kind}`)]}
                row={row}
                count={{ icon: 'people', value: row.uses, titleKey: 'contentWeb.template.usesCount' }}
              />
            </Card>
          </Link>
        </li>
      ))}
    </ul>
  );
});
