import { Button } from '@blueprintjs/core';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { memberHref } from '../../components/data-list/cells.tsx';
import { DataList } from '../../components/data-list/data-list.tsx';
import type { ListDefinition } from '../../components/data-list/types.ts';
import { lazyChunk } from '../../lib/lazy-chunk.ts';
import type { RecordDialogProps } from './record-dialog.tsx';
import { checkinListDefinition, inviteListDefinition } from './task-list-definitions.tsx';

// The record form checks with the catalogue action's schema: zod, the action schemas and the
// catalogue come with it. Fetched when the form first opens, the list's first load goes without
// them (their evaluation was a task of 28 ms there, 112 ms at Lighthouse's 4x slowdown).
const RecordDialog = lazyChunk(() =>
  import('./record-dialog.tsx').then((m) => ({ default: m.RecordDialog })),
);

interface RecordListProps<R> {
  def: ListDefinition<R>;
  /**
   * The record action the button opens, `<noun>.record`: the screen's title is `menu.<noun>.list`,
   * the button's `tasks.dialog.<noun>Button`.
   */
  actionId: RecordDialogProps['actionId'];
  /** The member Enter on a row opens. */
  memberOf: (row: R) => number;
}

/** A task list with its "record" button and dialog; the list reloads after each record. */
function RecordList<R>({ def, actionId, memberOf }: RecordListProps<R>) {
  const { t } = useTranslation();
  const noun = actionId.split('.')[0];
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  // the dialog (and its code) is mounted from its first opening on
  const [opened, setOpened] = useState(false);
  const [reloadKey, setReloadKey] = useState(0);
  return (
    <>
      <DataList
        def={def}
        title={`menu.${noun}.list`}
        actions={
          <Button
            icon="add"
            text={t(`tasks.dialog.${noun}Button`)}
            onClick={() => {
              setOpened(true);
              setOpen(true);
            }}
            data-testid={`record-${actionId}`}
          />
        }
        reloadKey={reloadKey}
        onOpen={(row) => navigate(memberHref(memberOf(row)))}
      />
      {opened && (
        <Suspense fallback={null}>
          <RecordDialog
            actionId={actionId}
            isOpen={open}
            onClose={() => setOpen(false)}
            onRecorded={() => setReloadKey((n) => n + 1)}
          />
        </Suspense>
      )}
    </>
  );
}

/** /task-checkin/list: Enter on a row opens its member; "Record sign-in" records a missed one. */
export function CheckinListPage() {
  return (
    <RecordList def={checkinListDefinition} actionId="checkin.record" memberOf={(row) => row.memberId} />
  );
}

/** /task-invite/list: Enter on a row opens the inviter; "Record invite" records who invited whom. */
export function InviteListPage() {
  return <RecordList def={inviteListDefinition} actionId="invite.record" memberOf={(row) => row.inviterId} />;
}
