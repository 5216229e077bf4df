import { Button } from '@blueprintjs/core';
import { type ReactNode, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { DateRangeInput } from './date-range-input.tsx';
import { SelectFilterInput } from './select-filter-input.tsx';
import { TextFilterInput } from './text-filter-input.tsx';
import type { ListFilter } from './types.ts';
import type { ListViewControls } from './use-list-view.ts';
import { useSearchShortcut } from './use-search-shortcut.ts';

export interface FilterBarProps {
  filters: readonly ListFilter[];
  values: Readonly<Record<string, string>>;
  onChange: (patch: Record<string, string | undefined>, opts?: { replace?: boolean }) => void;
  onClear: () => void;
  /** Buttons on the right (refresh, columns, export). */
  actions?: ReactNode;
  /** Enter, ↓ or Esc in a text field: where the focus goes (the list's first row). */
  onLeave?: () => void;
}

/** A list screen's filter bar: its declared filters over the view in the URL, which `controls` change. */
export function ListFilterBar({
  controls,
  ...props
}: Pick<FilterBarProps, 'filters' | 'actions' | 'onLeave'> & { controls: ListViewControls }) {
  return (
    <FilterBar
      values={controls.view.filters}
      onChange={controls.setFilters}
      onClear={controls.clearFilters}
      {...props}
    />
  );
}

/**
 * The filters a list declares, in order, with the actions on the right. `/` focuses the search
 * field (the text filter marked `search`, else the first text filter).
 */
export function FilterBar({ filters, values, onChange, onClear, actions, onLeave }: FilterBarProps) {
  const { t } = useTranslation();
  const searchRef = useRef<HTMLInputElement>(null);
  useSearchShortcut(searchRef);
  const searchFilter =
    filters.find((f) => f.kind === 'text' && f.search) ?? filters.find((f) => f.kind === 'text');
  const active = Object.keys(values).length > 0;

  return (
    <search className="od-filter-bar" aria-label={t('lists.filters.label')}>
      <div className="od-filter-fields">
        {filters.map((f) => {
          if (f.kind === 'text') {
            return (
              <TextFilterInput
                key={f.name}
                filter={f}
                value={values[f.name] ?? ''}
                inputRef={f === searchFilter ? searchRef : undefined}
                onLeave={onLeave}
                onApply={(value, typing) => onChange({ [f.name]: value }, { replace: typing })}
              />
            );
          }
          if (f.kind === 'select') {
            return (
              <SelectFilterInput
                key={f.name}
                filter={f}
                value={values[f.name] ?? ''}
                onApply={(value) => onChange({ [f.name]: value })}
              />
            );
          }
          return (
            <DateRangeInput
              key={f.from}
              filter={f}
              from={values[f.from] ?? ''}
              to={values[f.to] ?? ''}
              onApply={(patch) => onChange(patch)}
            />
          );
        })}
        {active && (
          <Button variant="minimal" icon="cross" text={t('lists.filters.clear')} onClick={onClear} />
        )}
      </div>
      <div className="od-filter-actions">{actions}</div>
    </search>
  );
}
