import { Button, MenuItem } from '@blueprintjs/core';
import { type ItemRenderer, Select } from '@blueprintjs/select';
import { useTranslation } from 'react-i18next';
import type { SelectFilter } from './types.ts';

/** A choice in the menu: a value of the enum, or '' for "All". */
interface Choice {
  value: string;
  text: string;
}

export interface SelectFilterInputProps {
  filter: SelectFilter;
  value: string;
  onApply: (value: string) => void;
}

/** An enum filter: a button showing "Label: value" that opens the choices ("All" clears it). */
export function SelectFilterInput({ filter, value, onApply }: SelectFilterInputProps) {
  const { t } = useTranslation();
  const label = t(filter.label);
  const choices: Choice[] = [
    { value: '', text: t('lists.filters.all') },
    ...filter.options.map((o) => ({ value: o.value, text: t(o.label) })),
  ];
  const current = choices.find((c) => c.value === value) ?? choices[0]!;

  const renderItem: ItemRenderer<Choice> = (choice, { handleClick, handleFocus, modifiers, ref }) => (
    <MenuItem
      key={choice.value || '*'}
      ref={ref}
      text={choice.text}
      roleStructure="listoption"
      selected={choice.value === value}
      active={modifiers.active}
      disabled={modifiers.disabled}
      onClick={handleClick}
      onFocus={handleFocus}
    />
  );

  return (
    <div className="od-filter od-filter-select">
      <Select<Choice>
        items={choices}
        activeItem={current}
        itemRenderer={renderItem}
        itemsEqual="value"
        filterable={false}
        onItemSelect={(choice) => onApply(choice.value)}
        popoverProps={{ minimal: true, placement: 'bottom-start' }}
        popoverTargetProps={{ 'aria-label': label }}
        menuProps={{ 'aria-label': label }}
      >
        {/* The name is the visible text, "Label: value" */}
        <Button
          name={filter.name}
          endIcon="caret-down"
          className={value ? 'od-filter-set' : undefined}
          text={
            <span className="od-filter-select-text">
              <span className="od-filter-label">{label}:</span> <span>{current.text}</span>
            </span>
          }
        />
      </Select>
    </div>
  );
}
