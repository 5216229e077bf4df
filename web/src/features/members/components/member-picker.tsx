import { Classes, type Intent, MenuItem, Spinner, SpinnerSize } from '@blueprintjs/core';
import { type ItemRenderer, Suggest } from '@blueprintjs/select';
import type { MemberRow } from '@opsdeck/shared/schemas';
import { type Ref, useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { keepTypedKeys, replayTypedKeysWhenDrawn, takeTypedKeys } from '../../../lib/typed-ahead.ts';
import { useMemberSearch } from '../hooks/use-member-search.ts';

/** How the picked member reads in the input: `Nickname (10000042)`. */
export function memberLabel(member: Pick<MemberRow, 'nickname' | 'visibleId'>): string {
  return `${member.nickname} (${member.visibleId})`;
}

const renderMember: ItemRenderer<MemberRow> = (member, { handleClick, handleFocus, modifiers, ref }) => (
  <MenuItem
    key={member.id}
    ref={ref}
    roleStructure="listoption"
    active={modifiers.active}
    disabled={modifiers.disabled}
    onClick={handleClick}
    onFocus={handleFocus}
    text={member.nickname}
    label={`${member.visibleId} · ${member.phone}`}
    data-member-id={member.id}
  />
);

/**
 * The re-issue member picker: a Blueprint Suggest over GET /admin/members?q= (visible id, phone or
 * nickname), debounced and cancelled when the query changes. Banned members are listed but cannot
 * be picked. Enter picks the highlighted member; an Enter typed before the server answered picks the
 * first member it finds once it answers, and what was typed meanwhile goes on into the next fields.
 */
export function MemberPicker({
  id,
  selected,
  onSelect,
  inputRef,
  autoFocus,
  disabled,
  intent,
  placeholder,
}: MemberPickerProps) {
  const { t } = useTranslation();
  const [query, setQuery] = useState('');
  const search = useMemberSearch(query);
  const items = search.status === 'ready' ? search.items : [];
  const [enterHeld, setEnterHeld] = useState(false);
  // Suggest keeps whether its list is open in its own state (popoverProps.isOpen only starts it, and
  // that state also decides the input's text and aria-expanded): a pick of ours starts a new Suggest,
  // closed, showing the picked member (`key`), and the focus goes on in its input if it was in the old
  const [generation, setGeneration] = useState(0);
  const input = useRef<HTMLInputElement | null>(null);
  const refocus = useRef(false);
  const setInput = useCallback(
    (el: HTMLInputElement | null) => {
      input.current = el;
      if (typeof inputRef === 'function') inputRef(el);
      else if (inputRef) inputRef.current = el;
    },
    [inputRef],
  );
  useLayoutEffect(() => {
    if (generation === 0 || !refocus.current) return;
    refocus.current = false;
    input.current?.focus();
  }, [generation]);

  // A pick empties the search: back in the field, the keys typed start a new one (they went on
  // after the last one's text, "25926891" + "2591", as the open list shows the query)
  const pick = (member: MemberRow) => {
    setQuery('');
    onSelect(member);
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the answer comes
  useEffect(() => {
    if (!enterHeld || search.status === 'loading') return;
    setEnterHeld(false);
    const first = search.status === 'ready' ? search.items.find((m) => m.status !== 'banned') : undefined;
    if (!first) return void takeTypedKeys(); // nothing to pick: the keys were meant for a member
    // closed as Suggest's own pick closes it: picked here, the list stayed open over the member's
    // balance and the Coins label while the focus went on to the next fields, and the input kept the
    // typed id instead of the member's name
    refocus.current = input.current !== null && document.activeElement === input.current;
    setGeneration((g) => g + 1);
    pick(first);
    replayTypedKeysWhenDrawn();
  }, [enterHeld, search]);

  const status =
    search.status === 'loading'
      ? t('memberOps.form.searching')
      : search.status === 'error'
        ? t('memberOps.form.searchFailed', { message: search.message })
        : search.status === 'ready' && search.items.length === 0
          ? t('memberOps.form.noMatch', { query: query.trim() })
          : search.status === 'idle'
            ? t('memberOps.form.typeToSearch')
            : null;

  return (
    <Suggest<MemberRow>
      key={generation}
      items={items}
      query={query}
      onQueryChange={setQuery}
      selectedItem={selected}
      onItemSelect={pick}
      itemsEqual="id"
      itemDisabled={(m) => m.status === 'banned'}
      itemRenderer={renderMember}
      inputValueRenderer={memberLabel}
      itemListRenderer={({ filteredItems: shown, renderItem, itemsParentRef, menuProps }) => (
        <ul
          className={`${Classes.MENU} od-member-picker-menu`}
          ref={itemsParentRef}
          {...menuProps}
          // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: the options are Blueprint's menu items (li), so the listbox is their list
          role="listbox"
          aria-label={t('patch.pickMember')}
        >
          {status || shown.length === 0 ? (
            <MenuItem disabled text={status} roleStructure="listoption" />
          ) : (
            shown.map(renderItem)
          )}
          {search.status === 'ready' && search.total > search.items.length && (
            <MenuItem
              disabled
              roleStructure="listoption"
              text={t('memberOps.form.moreMatches', {
                shown: search.items.length,
                total: search.total,
                count: search.total,
              })}
            />
          )}
        </ul>
      )}
      resetOnQuery
      // the list opens on the first key: opened on focus, its "type a member ID…" line (the
      // placeholder's words) covered the Coins label below
      openOnKeyDown
      disabled={disabled}
      fill
      popoverProps={{ lazy: true, minimal: true, matchTargetWidth: true }}
      inputProps={{
        id,
        inputRef: setInput,
        // the first one only: a new one after a pick takes the focus only if the old one had it
        autoFocus: generation === 0 ? autoFocus : false,
        onKeyDown: (e) => {
          if (e.key !== 'Enter' || e.repeat || search.status !== 'loading') return;
          e.preventDefault();
          keepTypedKeys();
          setEnterHeld(true);
        },
        intent,
        leftIcon: 'search',
        placeholder: placeholder ?? t('patch.pickMemberPlaceholder'),
        rightElement: search.status === 'loading' ? <Spinner size={SpinnerSize.SMALL} /> : undefined,
      }}
    />
  );
}

export interface MemberPickerProps {
  id?: string;
  selected: MemberRow | null;
  onSelect: (member: MemberRow) => void;
  inputRef?: Ref<HTMLInputElement>;
  autoFocus?: boolean;
  disabled?: boolean;
  intent?: Intent;
  placeholder?: string;
}
