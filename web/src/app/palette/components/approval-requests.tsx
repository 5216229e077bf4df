import { Icon, Spinner, SpinnerSize } from '@blueprintjs/core';
import type { Approval } from '@opsdeck/shared/schemas';
import { Command } from 'cmdk';
import { useTranslation } from 'react-i18next';

/** The pending requests as palette items, with their loading, failure and empty states. */
export function PendingRequests({
  state,
  items,
  query,
  onPick,
  describe,
}: {
  state: { data: Approval[] | null; loading?: boolean; error: string | null };
  items: Approval[];
  query: string;
  onPick: (a: Approval) => void;
  describe: (a: Approval) => { title: string; hint: string };
}) {
  const { t } = useTranslation();
  if (state.error)
    return (
      <div className="od-palette-problem">{t('palette.approvals.failed', { message: state.error })}</div>
    );
  if (state.data === null)
    return (
      <Command.Loading className="od-palette-loading" label={t('palette.approvals.loading')}>
        <Spinner size={SpinnerSize.SMALL} /> {t('palette.approvals.loading')}
      </Command.Loading>
    );
  if (items.length === 0)
    return (
      <div className="od-palette-problem" data-testid="palette-approvals-empty">
        {query.trim() ? t('palette.approvals.noMatch', { query: query.trim() }) : t('palette.approvals.none')}
      </div>
    );
  return (
    <Command.Group heading={t('palette.approvals.pending')}>
      {items.map((a) => {
        const { title, hint } = describe(a);
        return (
          <Command.Item
            key={a.id}
            value={`approval:${a.id}`}
            onSelect={() => onPick(a)}
            className="od-palette-item"
            data-testid={`palette-approval-${a.id}`}
          >
            <Icon
              icon={a.kind === 'patch_vip' ? 'crown' : a.kind === 'patch_coins' ? 'bank-account' : 'cog'}
              className="od-palette-item-icon"
            />
            <span className="od-palette-item-text">
              <span className="od-palette-item-title">{title}</span>
              <span className="od-palette-item-hint">{hint}</span>
            </span>
          </Command.Item>
        );
      })}
    </Command.Group>
  );
}
