import { Button, ButtonGroup, Checkbox } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { statusActionLook } from '../shared/status-tag.tsx';

export interface BulkBarProps {
  /** Ids on the page. */
  visible: readonly number[];
  selected: ReadonlySet<number>;
  busy: boolean;
  onToggleAll: () => void;
  onClear: () => void;
  onStatus: (status: 'online' | 'offline') => void;
}

/** "Select all on this page", the selection count, and Put online / Take offline for the selection. */
export function BulkBar({ visible, selected, busy, onToggleAll, onClear, onStatus }: BulkBarProps) {
  const { t } = useTranslation();
  const count = selected.size;
  const all = visible.length > 0 && visible.every((id) => selected.has(id));
  const some = !all && visible.some((id) => selected.has(id));
  return (
    <div className="od-bulk-bar" role="toolbar" aria-label={t('contentWeb.bulk.label')}>
      <Checkbox
        className="od-bulk-all"
        checked={all}
        indeterminate={some}
        disabled={visible.length === 0}
        label={t('contentWeb.bulk.selectPage')}
        onChange={onToggleAll}
      />
      <span className="od-bulk-count" aria-live="polite" data-testid="bulk-count">
        {count > 0 ? t('contentWeb.bulk.selected', { count }) : t('contentWeb.bulk.none')}
      </span>
      <ButtonGroup>
        {(['online', 'offline'] as const).map((next) => (
          <Button
            key={next}
            {...statusActionLook(next, t)}
            disabled={count === 0 || busy}
            onClick={() => onStatus(next)}
          />
        ))}
      </ButtonGroup>
      {count > 0 && (
        <Button variant="minimal" icon="cross" text={t('contentWeb.bulk.clear')} onClick={onClear} />
      )}
    </div>
  );
}
