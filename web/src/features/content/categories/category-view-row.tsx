import { Button, Classes, Switch } from '@blueprintjs/core';
import type { Category } from '@opsdeck/shared/schemas';
import { useTranslation } from 'react-i18next';
import { formatCount, formatDateTime } from '../../../components/data-list/format.ts';

export interface CategoryViewRowProps {
  row: Category;
  /** A status change is on its way. */
  switching: boolean;
  onEdit: () => void;
  onStatus: (enabled: boolean) => void;
}

/** A category row: its values, an enable switch and Edit (a double click edits too). */
export function CategoryViewRow({ row, switching, onEdit, onStatus }: CategoryViewRowProps) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  return (
    <tr onDoubleClick={onEdit} data-testid={`category-row-${row.id}`} data-slug={row.slug}>
      <td className="od-num">{formatCount(row.sort, locale)}</td>
      <td>{row.name}</td>
      <td>
        <span className="od-cell-mono">{row.slug}</span>
      </td>
      <td>{row.icon || <span className={Classes.TEXT_DISABLED}>{t('lists.dash')}</span>}</td>
      {/* the scope may wrap ("Wallpapers and templates") so that the table fits at 1280 px */}
      <td className="od-cell-wrap">{t(`content.scope.${row.scope}`)}</td>
      <td>
        <Switch
          className="od-inline-switch"
          checked={row.status === 'enabled'}
          disabled={switching}
          label={t(`content.status.${row.status}`)}
          aria-label={t('contentWeb.category.enableLabel', { name: row.name })}
          onChange={(e) => onStatus(e.currentTarget.checked)}
        />
      </td>
      <td className="od-num">{formatCount(row.wallpaperCount, locale)}</td>
      <td className="od-num">{formatCount(row.templateCount, locale)}</td>
      <td>{formatDateTime(row.updatedAt, locale)}</td>
      <td>
        <Button
          size="small"
          variant="minimal"
          icon="edit"
          text={t('contentWeb.actions.edit')}
          aria-label={t('contentWeb.category.editLabel', { name: row.name })}
          onClick={onEdit}
        />
      </td>
    </tr>
  );
}
