import { cliFlagOf } from '@opsdeck/shared/catalogue';
import { UsageError } from '@opsdeck/shared/errors';
import { Command } from 'commander';
import type { Factory } from '../../factory.js';
import { JSON_FIELDS } from '../../output/fields.js';
import { addCommonFlags, addExamples, commonFlags } from '../shared/flags.js';
import { EDITABLE_FIELDS, type EditableField } from './fields.js';

/** `opsdeck account password`: prompts on a terminal, or --old-stdin/--new-stdin in scripts. */
function definePasswordCommand(f: Factory): Command {
  const { t } = f;
  const cmd = new Command('password')
    .summary(t('account.cli.password.summary'))
    .description(t('account.cli.password.description'))
    .option('--old-stdin', t('account.cli.password.oldStdin'))
    .option('--new-stdin', t('account.cli.password.newStdin'));
  addCommonFlags(cmd, t, JSON_FIELDS.accountPassword);
  addExamples(cmd, t, [
    'opsdeck account password',
    'printf "%s\\n%s\\n" "$OLD" "$NEW" | opsdeck account password --old-stdin --new-stdin',
  ]);
  return cmd.action(async (raw: Record<string, unknown>) => {
    const flags = commonFlags(raw, t, JSON_FIELDS.accountPassword);
    const { changePassword } = await import('../../services/account/password.js');
    await changePassword(f.context(flags.server), {
      ...flags,
      oldStdin: raw.oldStdin === true,
      newStdin: raw.newStdin === true,
    });
  });
}

/** `opsdeck account sessions [--json]` and `opsdeck account sessions revoke <id>`. */
function defineSessionsCommand(f: Factory): Command {
  const { t } = f;
  const revoke = new Command('revoke')
    .summary(t('account.cli.sessions.revoke.summary'))
    .description(t('account.cli.sessions.revoke.description'))
    .argument('<id>', t('account.cli.sessions.revoke.id'));
  addCommonFlags(revoke, t, JSON_FIELDS.accountRevoke);
  addExamples(revoke, t, ['opsdeck account sessions revoke 42']);
  revoke.action(async (id: string, raw: Record<string, unknown>) => {
    if (!/^\d+$/.test(id) || Number(id) < 1) throw new UsageError(t('account.validation.sessionId'));
    const flags = commonFlags(raw, t, JSON_FIELDS.accountRevoke);
    const { revokeSession } = await import('../../services/account/sessions.js');
    await revokeSession(f.context(flags.server), { ...flags, id: Number(id) });
  });
  const cmd = new Command('sessions')
    .summary(t('account.cli.sessions.summary'))
    .description(t('account.cli.sessions.description'))
    .addCommand(revoke);
  addCommonFlags(cmd, t, JSON_FIELDS.accountSession);
  addExamples(cmd, t, [
    'opsdeck account sessions',
    "opsdeck account sessions --json | jq '.[] | select(.current | not) | .id'",
  ]);
  return cmd.action(async (raw: Record<string, unknown>) => {
    const flags = commonFlags(raw, t, JSON_FIELDS.accountSession);
    const { listSessions } = await import('../../services/account/sessions.js');
    await listSessions(f.context(flags.server), flags);
  });
}

/** `opsdeck account sign-out-others`: the catalogue's "Sign out other sessions". */
function defineSignOutOthersCommand(f: Factory): Command {
  const { t } = f;
  const cmd = new Command('sign-out-others').summary(t('account.actions.revokeOtherSessions'));
  cmd.description(t('account.actions.revokeOtherSessions'));
  addCommonFlags(cmd, t, JSON_FIELDS.accountRevoke);
  addExamples(cmd, t, ['opsdeck account sign-out-others']);
  return cmd.action(async (raw: Record<string, unknown>) => {
    const flags = commonFlags(raw, t, JSON_FIELDS.accountRevoke);
    const { signOutOthers } = await import('../../services/account/sessions.js');
    await signOutOthers(f.context(flags.server), flags);
  });
}

/** `opsdeck account edit --nickname … --email …`: the catalogue's "Edit my profile". */
function defineEditCommand(f: Factory): Command {
  const { t } = f;
  const cmd = new Command('edit')
    .summary(t('account.actions.editProfile'))
    .description(t('account.actions.editProfile'));
  for (const field of EDITABLE_FIELDS) cmd.option(`${cliFlagOf(field)} <text>`, t(`fields.${field}`));
  addCommonFlags(cmd, t, JSON_FIELDS.profile);
  addExamples(cmd, t, ['opsdeck account edit --nickname Qiao --area "浙江省 杭州市"']);
  return cmd.action(async (raw: Record<string, unknown>) => {
    const flags = commonFlags(raw, t, JSON_FIELDS.profile);
    const changes: Partial<Record<EditableField, string>> = {};
    for (const field of EDITABLE_FIELDS)
      if (typeof raw[field] === 'string') changes[field] = raw[field] as string;
    const { editProfile } = await import('../../services/account/edit.js');
    await editProfile(f.context(flags.server), { ...flags, changes });
  });
}

/** `opsdeck account`: the caller's own account (password, sessions, profile). */
export function defineAccountCommand(f: Factory): Command {
  const { t } = f;
  const cmd = new Command('account')
    .summary(t('account.cli.summary'))
    .description(t('account.cli.description'))
    .addCommand(definePasswordCommand(f))
    .addCommand(defineSessionsCommand(f))
    .addCommand(defineSignOutOthersCommand(f))
    .addCommand(defineEditCommand(f));
  return addExamples(cmd, t, ['opsdeck account password', 'opsdeck account sessions --json']);
}
