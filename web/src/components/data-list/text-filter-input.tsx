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
}

/**
 * A text filter: applied 300 ms after typing rests, or at once with Enter; a value its filter
 * refuses is marked (its rule shown while the field has focus) and not applied. Escape clears it. The URL's value wins when it changes elsewhere.
 */
export function TextFilterInput({ filter, value, onApply, inputRef }: TextFilterInputProps) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(value);
  const [focused, setFocused] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const hintId = useId();

  useEffect(() => {
    setDraft(value);
  }, [value]);
  useEffect(() => () => clearTimeout(timer.current), []);

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
          if (e.key === 'Enter') apply(draft, false);
          if (e.key === 'Escape' && draft !== '') {
            e.preventDefault();
            setDraft('');
            apply('', false);
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
