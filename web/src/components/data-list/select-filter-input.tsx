import { Button, MenuItem } from '@blueprintjs/core';
import { type ItemRenderer, Select } from '@blueprintjs/select';
import { type KeyboardEvent, useMemo, useState } from 'react';
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

/**
 * An enum filter: a button showing "Label: value" that opens the choices ("All" clears it). By
 * keyboard: Enter, Space or ↓ opens them on the current value, ↑/↓ move the highlight, Enter picks,
 * Esc closes, and Tab closes them on its way to the next control (they stayed open behind it).
 */
export function SelectFilterInput({ filter, value, onApply }: SelectFilterInputProps) {
  const { t } = useTranslation();
  const label = t(filter.label);
  const choices: Choice[] = useMemo(
    () => [
      { value: '', text: t('lists.filters.all') },
      ...filter.options.map((o) => ({ value: o.value, text: t(o.label) })),
    ],
    [filter, t],
  );
  const current = choices.find((c) => c.value === value) ?? choices[0]!;
  const [open, setOpen] = useState(false);
  // the highlighted choice's value while open (↑/↓ move it); it starts on the current value
  const [activeValue, setActiveValue] = useState(value);
  const active = choices.find((c) => c.value === activeValue) ?? current;
  const show = (next: boolean) => {
    if (next) setActiveValue(current.value);
    setOpen(next);
  };
  const onTargetKey = (e: KeyboardEvent<HTMLElement>) => {
    if (open && e.key === 'Tab') setOpen(false);
    else if (!open && (e.key === 'ArrowDown' || e.key === 'ArrowUp')) {
      e.preventDefault();
      show(true);
    }
  };

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
        activeItem={active}
        onActiveItemChange={(choice) => setActiveValue(choice?.value ?? '')}
        itemRenderer={renderItem}
        itemsEqual="value"
        filterable={false}
        onItemSelect={(choice) => {
          setOpen(false);
          onApply(choice.value);
        }}
        popoverProps={{
          lazy: true,
          minimal: true,
          placement: 'bottom-start',
          isOpen: open,
          onInteraction: (next) => show(next),
        }}
        popoverTargetProps={{ 'aria-label': label, onKeyDown: onTargetKey }}
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
