import { Button, MenuItem } from '@blueprintjs/core';
import { type ItemRenderer, Select } from '@blueprintjs/select';
import { type KeyboardEvent, useMemo, useRef, useState } from 'react';
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
 * Esc closes, and Tab closes them on its way to the next control (they stayed open behind it; then
 * Select's focus return brought the focus back to the button, so it took a second Tab).
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
  // Where a Tab pressed on the open menu moved the focus. Select gives the focus back to this button
  // a frame after its menu starts closing, which undid the Tab: a second one was needed to move on.
  const tabbedTo = useRef<{ to: HTMLElement | null; stop: () => void } | null>(null);
  const onTargetKey = (e: KeyboardEvent<HTMLElement>) => {
    if (open && e.key === 'Tab') {
      tabbedTo.current?.stop();
      // the first focus outside this filter is the Tab's (the later one on the button is Select's)
      const from = e.currentTarget;
      const landed = (f: FocusEvent) => {
        const tab = tabbedTo.current;
        if (tab && !tab.to && f.target instanceof HTMLElement && !from.contains(f.target)) tab.to = f.target;
      };
      const stop = () => document.removeEventListener('focusin', landed, true);
      document.addEventListener('focusin', landed, true);
      tabbedTo.current = { to: null, stop };
      setOpen(false);
    } else if (!open && (e.key === 'ArrowDown' || e.key === 'ArrowUp')) {
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
          // after Select's own focus return (scheduled in the same frame, before this one)
          onClosing: () =>
            requestAnimationFrame(() => {
              const tab = tabbedTo.current;
              tabbedTo.current = null;
              tab?.stop();
              if (tab?.to?.isConnected) tab.to.focus();
            }),
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
