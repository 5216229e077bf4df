import { Classes, Icon, InputGroup, Intent, Tooltip } from '@blueprintjs/core';
import { type Ref, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TextFilter } from './types.ts';

/** How long typing rests before the search is applied. */
export const SEARCH_DEBOUNCE_MS = 300;

export interface TextFilterInputProps {
  filter: TextFilter;
  /** The applied value (from the URL). */
  value: string;
  /** Applies a value ('' clears the filter); `typing` marks a debounced change. */
  onApply: (value: string, typing: boolean) => void;
  inputRef?: Ref<HTMLInputElement>;
  /** Enter, ↓ or Esc leave the field: the list moves the focus to its first row (else the field blurs). */
  onLeave?: () => void;
}

/**
 * A text filter: applied 300 ms after typing rests, or at once with Enter; a value its filter
 * refuses is marked (its rule shown while the field has focus) and not applied. The field is no dead
 * end: Enter (after applying) and ↓ go to the list's first row, Esc leaves the field keeping its
 * value, and a second Esc right after clears it. The URL's value wins when it changes elsewhere.
 */
export function TextFilterInput({ filter, value, onApply, inputRef, onLeave }: TextFilterInputProps) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(value);
  const [focused, setFocused] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const hintId = useId();

  useEffect(() => {
    setDraft(value);
  }, [value]);
  useEffect(() => () => clearTimeout(timer.current), []);

  // After Esc left the field, the very next key decides: another Esc clears the value. (Capture
  // phase: it runs before the React handler of the Esc that leaves, so that one is not counted.)
  const leftByEscape = useRef(false);
  const clear = useRef(() => {});
  clear.current = () => {
    setDraft('');
    apply('', false);
  };
  useEffect(() => {
    function onKey(e: KeyboardEvent) {
      if (!leftByEscape.current) return;
      leftByEscape.current = false;
      if (e.key !== 'Escape' || e.defaultPrevented) return;
      if (document.querySelector(`.${Classes.OVERLAY_BACKDROP}`)) return;
      e.preventDefault();
      clear.current();
    }
    document.addEventListener('keydown', onKey, true);
    return () => document.removeEventListener('keydown', onKey, true);
  }, []);

  function leave(target: HTMLInputElement) {
    if (onLeave) onLeave();
    else target.blur();
  }

  const normalized = (text: string) => (filter.normalize ? filter.normalize(text.trim()) : text.trim());
  const isValid = (text: string) => {
    const v = normalized(text);
    return v === '' || !filter.validate || filter.validate(v);
  };
  const valid = isValid(draft);

  function apply(text: string, typing: boolean) {
    clearTimeout(timer.current);
    if (!isValid(text)) return;
    const v = normalized(text);
    if (v !== value) onApply(v, typing);
  }

  function onChange(text: string) {
    setDraft(text);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => apply(text, true), SEARCH_DEBOUNCE_MS);
  }

  const label = t(filter.label);
  return (
    <div className="od-filter od-filter-text" style={{ width: filter.width ?? 200 }}>
      <InputGroup
        type="search"
        name={filter.name}
        inputRef={inputRef}
        value={draft}
        leftIcon={filter.search ? 'search' : undefined}
        placeholder={filter.placeholder ? t(filter.placeholder) : label}
        aria-label={label}
        aria-invalid={!valid}
        aria-describedby={valid ? undefined : hintId}
        intent={valid ? Intent.NONE : Intent.DANGER}
        autoComplete="off"
        spellCheck={false}
        onChange={(e) => onChange(e.target.value)}
        onFocus={() => setFocused(true)}
        onBlur={() => {
          setFocused(false);
          apply(draft, false);
        }}
        onKeyDown={(e) => {
          if (e.altKey || e.ctrlKey || e.metaKey || e.shiftKey) return;
          if (e.key === 'Enter' || e.key === 'ArrowDown') {
            e.preventDefault();
            apply(draft, false);
            if (isValid(draft)) leave(e.currentTarget);
          } else if (e.key === 'Escape') {
            e.preventDefault();
            apply(draft, false);
            leftByEscape.current = true;
            leave(e.currentTarget);
          }
        }}
        rightElement={
          valid || !filter.invalid ? undefined : (
            <Tooltip content={t(filter.invalid)} placement="bottom" isOpen={focused}>
              <Icon icon="error" intent={Intent.DANGER} className="od-filter-error-icon" />
            </Tooltip>
          )
        }
      />
      {!valid && filter.invalid && (
        <span id={hintId} className={Classes.TEXT_MUTED} hidden>
          {t(filter.invalid)}
        </span>
      )}
    </div>
  );
}
