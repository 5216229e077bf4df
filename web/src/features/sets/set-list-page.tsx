import { Button, Intent } from '@blueprintjs/core';
import { setSetStatus } from '@opsdeck/shared/api';
import type { SetRow } from '@opsdeck/shared/schemas';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataList } from '../../components/data-list/data-list.tsx';
import { buttonWidthPx } from '../../components/data-list/table-layout.ts';
import type { ListColumn } from '../../components/data-list/types.ts';
import { toastSuccess } from '../../lib/toaster.ts';
import { setListDefinition } from './set-list-definition.tsx';
import { useClient } from './use-client.ts';

const NO_COLUMNS: ListColumn<SetRow>[] = [];

/**
 * /list/search-table: the "Set" search table. Admins take a set online or offline from its row
 * (Enter on a row does the same); everyone else reads (the server refuses them anyway).
 */
export function SetListPage({ canChangeStatus }: { canChangeStatus: boolean }) {
  const { t } = useTranslation();
  const client = useClient();
  const [reloadKey, setReloadKey] = useState(0);
  const [busy, setBusy] = useState<number | null>(null);

  const toggle = useCallback(
    async (row: SetRow) => {
      const status = row.status === 'online' ? 'offline' : 'online';
      setBusy(row.id);
      try {
        const saved = await setSetStatus(client, row.id, status);
        toastSuccess(t('sets.changed', { name: saved.name, status: t(`sets.status.${saved.status}`) }));
        setReloadKey((k) => k + 1);
      } catch {
        // The client already showed the error.
      } finally {
        setBusy(null);
      }
    },
    [client, t],
  );

  // the button in full, whichever the row shows (the longer of the two), never shrunk
  const actionsWidth =
    22 + Math.max(buttonWidthPx(t('sets.actions.offline')), buttonWidthPx(t('sets.actions.online')));
  const actions: ListColumn<SetRow>[] = useMemo(
    () =>
      canChangeStatus
        ? [
            {
              id: 'actions',
              title: 'sets.columns.actions',
              width: actionsWidth,
              minWidth: actionsWidth,
              render: (row) => (
                <Button
                  size="small"
                  variant="minimal"
                  intent={row.status === 'online' ? Intent.WARNING : Intent.SUCCESS}
                  icon={row.status === 'online' ? 'eye-off' : 'eye-open'}
                  text={row.status === 'online' ? t('sets.actions.offline') : t('sets.actions.online')}
                  aria-label={`${row.status === 'online' ? t('sets.actions.offline') : t('sets.actions.online')} ${row.name}`}
                  loading={busy === row.id}
                  onClick={() => void toggle(row)}
                />
              ),
              csv: () => '',
            },
          ]
        : NO_COLUMNS,
    [actionsWidth, busy, canChangeStatus, t, toggle],
  );

  return (
    <DataList
      def={setListDefinition}
      title="sets.title"
      reloadKey={reloadKey}
      tailColumns={actions}
      onOpen={canChangeStatus ? (row: SetRow) => void toggle(row) : undefined}
    />
  );
}
