import { Button } from '@blueprintjs/core';
import { businessDayBefore } from '@opsdeck/shared/schemas';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { memberHref } from '../../components/data-list/cells.tsx';
import { DataList } from '../../components/data-list/data-list.tsx';
import type { ListDefinition } from '../../components/data-list/types.ts';
import { RecordDialog, type RecordDialogProps, type RecordField } from './record-dialog.tsx';
import { checkinListDefinition, inviteListDefinition } from './task-list-definitions.tsx';

/** Each record action's form fields. */
const RECORD_FIELDS: Record<RecordDialogProps['actionId'], readonly RecordField[]> = {
  'checkin.record': [
    { name: 'memberId', labelKey: 'tasks.dialog.memberId', numeric: true },
    { name: 'day', labelKey: 'tasks.dialog.day', initial: () => businessDayBefore(0) },
  ],
  'invite.record': [
    { name: 'inviterId', labelKey: 'tasks.dialog.inviterId', numeric: true },
    { name: 'inviteeId', labelKey: 'tasks.dialog.inviteeId', numeric: true },
  ],
};

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
            onClick={() => setOpen(true)}
            data-testid={`record-${actionId}`}
          />
        }
        reloadKey={reloadKey}
        onOpen={(row) => navigate(memberHref(memberOf(row)))}
      />
      <RecordDialog
        actionId={actionId}
        fields={RECORD_FIELDS[actionId]}
        isOpen={open}
        onClose={() => setOpen(false)}
        onRecorded={() => setReloadKey((n) => n + 1)}
      />
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
