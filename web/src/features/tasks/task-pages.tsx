import { Button } from '@blueprintjs/core';
import { businessDayBefore } from '@opsdeck/shared/schemas';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { memberHref } from '../../components/data-list/cells.tsx';
import { DataList } from '../../components/data-list/data-list.tsx';
import { RecordDialog, type RecordDialogProps, type RecordField } from './record-dialog.tsx';
import { checkinListDefinition, inviteListDefinition } from './task-list-definitions.tsx';

const CHECKIN_FIELDS: readonly RecordField[] = [
  { name: 'memberId', labelKey: 'tasks.dialog.memberId', numeric: true },
  { name: 'day', labelKey: 'tasks.dialog.day', initial: () => businessDayBefore(0) },
];

const INVITE_FIELDS: readonly RecordField[] = [
  { name: 'inviterId', labelKey: 'tasks.dialog.inviterId', numeric: true },
  { name: 'inviteeId', labelKey: 'tasks.dialog.inviteeId', numeric: true },
];

/** The list's "record" button and its dialog; `reloadKey` changes after each record. */
function useRecord(
  actionId: RecordDialogProps['actionId'],
  fields: readonly RecordField[],
  labelKey: string,
) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [reloadKey, setReloadKey] = useState(0);
  const button = (
    <Button icon="add" text={t(labelKey)} onClick={() => setOpen(true)} data-testid={`record-${actionId}`} />
  );
  const dialog = (
    <RecordDialog
      actionId={actionId}
      fields={fields}
      isOpen={open}
      onClose={() => setOpen(false)}
      onRecorded={() => setReloadKey((n) => n + 1)}
    />
  );
  return { button, dialog, reloadKey };
}

/** /task-checkin/list: Enter on a row opens its member; "Record sign-in" records a missed one. */
export function CheckinListPage() {
  const navigate = useNavigate();
  const record = useRecord('checkin.record', CHECKIN_FIELDS, 'tasks.dialog.checkinButton');
  return (
    <>
      <DataList
        def={checkinListDefinition}
        title="menu.checkin.list"
        actions={record.button}
        reloadKey={record.reloadKey}
        onOpen={(row) => navigate(memberHref(row.memberId))}
      />
      {record.dialog}
    </>
  );
}

/** /task-invite/list: Enter on a row opens the inviter; "Record invite" records who invited whom. */
export function InviteListPage() {
  const navigate = useNavigate();
  const record = useRecord('invite.record', INVITE_FIELDS, 'tasks.dialog.inviteButton');
  return (
    <>
      <DataList
        def={inviteListDefinition}
        title="menu.invite.list"
        actions={record.button}
        reloadKey={record.reloadKey}
        onOpen={(row) => navigate(memberHref(row.inviterId))}
      />
      {record.dialog}
    </>
  );
}
