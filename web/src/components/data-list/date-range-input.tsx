import { Classes } from '@blueprintjs/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { DateRangeFilter } from './types.ts';

export interface DateRangeInputProps {
  filter: DateRangeFilter;
  from: string;
  to: string;
  onApply: (patch: Record<string, string>) => void;
}

/** A day range: two native day inputs (keyboard-friendly), each applied when a whole day is entered. */
export function DateRangeInput({ filter, from, to, onApply }: DateRangeInputProps) {
  const { t } = useTranslation();
  const labelId = useId();
  const label = t(filter.label);
  const input = (name: string, value: string, part: string, bounds: { min?: string; max?: string }) => (
    <input
      type="date"
      name={name}
      className={`${Classes.INPUT} od-date-input`}
      aria-label={`${label} ${t(part)}`}
      value={value}
      min={bounds.min}
      max={bounds.max}
      onChange={(e) => {
        const v = e.target.value;
        if (v === '' || /^\d{4}-\d{2}-\d{2}$/.test(v)) onApply({ [name]: v });
      }}
    />
  );
  return (
    <fieldset
      aria-labelledby={labelId}
      className={`od-filter od-filter-dates${from || to ? ' od-filter-set' : ''}`}
    >
      <span id={labelId} className="od-filter-label">
        {label}
      </span>
      {input(filter.from, from, 'lists.filters.from', { max: to || undefined })}
      <span className={Classes.TEXT_MUTED} aria-hidden="true">
        –
      </span>
      {input(filter.to, to, 'lists.filters.to', { min: from || undefined })}
    </fieldset>
  );
}
