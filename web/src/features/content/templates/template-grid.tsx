import { Card, Classes, Icon } from '@blueprintjs/core';
import type { Template } from '@opsdeck/shared/schemas';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { formatCount } from '../../../components/data-list/format.ts';
import { AccessTag, StatusTag } from '../shared/status-tag.tsx';
import { TemplateCanvas } from './layout/template-canvas.tsx';
import { templateHref } from './template-links.ts';

/** The thumbnail box of a card (display pixels). */
const THUMB = { width: 168, height: 224 };

/** Templates as cards, each drawn by the template renderer (the same as the editor and detail page). */
export function TemplateGrid({ rows, loading }: { rows: readonly Template[]; loading: boolean }) {
  const { t, i18n } = useTranslation();
  return (
    <ul
      className={`od-template-grid${loading ? ' od-grid-loading' : ''}`}
      aria-busy={loading}
      aria-label={t('menu.template.list')}
    >
      {rows.map((row) => (
        <li key={row.id}>
          <Link
            to={templateHref(row.id)}
            className="od-template-link"
            data-testid={`template-card-${row.id}`}
            data-name={row.name}
          >
            <Card compact interactive className="od-template-card">
              <div className="od-template-thumb">
                <TemplateCanvas layout={row.layout} box={THUMB} label={row.name} />
              </div>
              <div className="od-wallpaper-meta">
                <div className="od-wallpaper-title" title={row.name}>
                  {row.name}
                </div>
                <div className={`od-wallpaper-sub ${Classes.TEXT_MUTED}`}>
                  <span>{row.categoryName}</span>
                  <span>{t(`content.templateKind.${row.kind}`)}</span>
                </div>
                <div className="od-wallpaper-tags">
                  <StatusTag status={row.status} />
                  <AccessTag access={row.access} priceCoins={row.priceCoins} />
                  <span
                    className={`${Classes.TEXT_MUTED} od-wallpaper-downloads`}
                    title={t('contentWeb.template.usesCount', {
                      formatted: formatCount(row.uses, i18n.language),
                    })}
                  >
                    <Icon icon="people" size={12} /> {formatCount(row.uses, i18n.language)}
                  </span>
                </div>
              </div>
            </Card>
          </Link>
        </li>
      ))}
    </ul>
  );
}
