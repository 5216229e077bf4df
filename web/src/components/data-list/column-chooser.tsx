import { Button, Checkbox, Classes } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { FocusReturnPopover } from '../focus-return-popover.tsx';
import { columnTitle } from './format.ts';
import type { ListColumn } from './types.ts';

export interface ColumnChooserProps {
  columns: readonly Pick<ListColumn<unknown>, 'id' | 'title' | 'zoned'>[];
  visible: readonly string[];
  onChange: (ids: string[] | null) => void;
}

/** A "Columns" button opening a checkbox per column; the last visible column cannot be hidden. */
export function ColumnChooser({ columns, visible, onChange }: ColumnChooserProps) {
  const { t } = useTranslation();
  const shown = new Set(visible);

  function toggle(id: string, on: boolean) {
    const next = columns.map((c) => c.id).filter((cid) => (cid === id ? on : shown.has(cid)));
    if (next.length > 0) onChange(next);
  }

  const content = (
    <div className="od-column-chooser">
      <div className="od-column-chooser-title">{t('lists.columns.title')}</div>
      <fieldset className="od-column-chooser-list" aria-label={t('lists.columns.title')}>
        {columns.map((c) => {
          const on = shown.has(c.id);
          const last = on && shown.size === 1;
          return (
            <Checkbox
              key={c.id}
              name={c.id}
              checked={on}
              disabled={last}
              title={last ? t('lists.columns.lastOne') : undefined}
              label={columnTitle(t, c)}
              onChange={(e) => toggle(c.id, e.currentTarget.checked)}
            />
          );
        })}
      </fieldset>
      <Button
        size="small"
        variant="minimal"
        icon="reset"
        text={t('lists.columns.reset')}
        onClick={() => onChange(null)}
      />
    </div>
  );

  // its button gets the focus back on closing only if it is still in the chooser (useFocusReturn)
  return (
    <FocusReturnPopover
      lazy
      content={content}
      placement="bottom-end"
      popoverClassName={Classes.POPOVER_CONTENT_SIZING}
    >
      <Button icon="column-layout" endIcon="caret-down" text={t('lists.columns.button')} />
    </FocusReturnPopover>
  );
}
