import { Icon, Spinner, SpinnerSize } from '@blueprintjs/core';
import type { MemberRow } from '@opsdeck/shared/schemas';
import { Command } from 'cmdk';
import { useTranslation } from 'react-i18next';
import { memberLabel } from '../../../features/members/components/member-picker.tsx';
import type { MemberSearchState } from '../../../features/members/hooks/use-member-search.ts';
import { MemberEntityItem } from './entity-groups.tsx';

/**
 * The member step of a re-issue page: the members the server found for the query (the same search
 * as the member picker), its loading and failure states, and "keep" the member picked before.
 */
export function MemberStep({
  query,
  search,
  picked,
  onPick,
  onKeep,
}: {
  query: string;
  search: MemberSearchState;
  picked: MemberRow | null;
  onPick: (member: MemberRow) => void;
  onKeep: () => void;
}) {
  const { t } = useTranslation();
  return (
    <>
      {search.status === 'loading' && (
        <Command.Loading className="od-palette-loading" label={t('palette.search.searching')}>
          <Spinner size={SpinnerSize.SMALL} /> {t('palette.search.searching')}
        </Command.Loading>
      )}
      {search.status === 'ready' && search.items.length === 0 && (
        <div className="od-palette-problem">{t('palette.search.noMembers', { query: query.trim() })}</div>
      )}
      {search.status === 'error' && (
        <div className="od-palette-problem">{t('palette.search.failed', { message: search.message })}</div>
      )}
      {search.status === 'ready' && search.items.length > 0 && (
        <Command.Group heading={t('palette.groups.members')}>
          {search.items.map((m) => (
            <MemberEntityItem key={m.id} member={m} onChoose={onPick} />
          ))}
        </Command.Group>
      )}
      {picked && query.trim() === '' && (
        <Command.Item value="keep" onSelect={onKeep} className="od-palette-item">
          <Icon icon="person" />
          <span className="od-palette-item-title">
            {t('palette.args.pick', { member: memberLabel(picked) })}
          </span>
        </Command.Item>
      )}
    </>
  );
}
