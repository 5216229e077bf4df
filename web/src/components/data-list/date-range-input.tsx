import { Classes } from '@blueprintjs/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { DayInput } from '../form/day-input.tsx';
import type { DateRangeFilter } from './types.ts';

export interface DateRangeInputProps {
  filter: DateRangeFilter;
  from: string;
  to: string;
  onApply: (patch: Record<string, string>) => void;
}

/**
 * A day range: two day inputs in the console's language (components/form/day-input.tsx), each applied
 * when a whole day is entered, and taken away when emptied.
 */
export function DateRangeInput({ filter, from, to, onApply }: DateRangeInputProps) {
  const { t } = useTranslation();
  const labelId = useId();
  const label = t(filter.label);
  const input = (name: string, value: string, part: string, bounds: { min?: string; max?: string }) => (
    <DayInput
      name={name}
      label={`${label} ${t(part)}`}
      aria-label={`${label} ${t(part)}`}
      value={value}
      min={bounds.min}
      max={bounds.max}
      onChange={(v) => onApply({ [name]: v })}
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
