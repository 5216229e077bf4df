import { cliFlagOf } from '@opsdeck/shared/catalogue';
import { UsageError } from '@opsdeck/shared/errors';
import type { Command } from 'commander';
import type { Factory } from '../../factory.js';
import { JSON_FIELDS } from '../../output/fields.js';
import { EDITABLE_FIELDS, type EditableField } from '../../services/account/fields.js';
import { leafCommand, nounCommand } from '../shared/define.js';

const sessions = () => import('../../services/account/sessions.js');

/** `opsdeck account password`: prompts on a terminal, or --old-stdin/--new-stdin in scripts. */
function definePasswordCommand(f: Factory): Command {
  const flags = [
    ['--old-stdin', 'account.cli.password.oldStdin'],
    ['--new-stdin', 'account.cli.password.newStdin'],
  ] as const;
  const examples = [
    'opsdeck account password',
    'printf "%s\\n%s\\n" "$OLD" "$NEW" | opsdeck account password --old-stdin --new-stdin',
  ];
  const def = {
    name: 'password',
    text: 'account.cli.password',
    flags,
    fields: JSON_FIELDS.accountPassword,
    examples,
  };
  return leafCommand(f, def, async ({ raw, common }) => {
    const flags = common();
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
  const revoke = leafCommand(
    f,
    {
      name: 'revoke',
      text: 'account.cli.sessions.revoke',
      args: [['<id>', 'account.cli.sessions.revoke.id']],
      fields: JSON_FIELDS.accountRevoke,
      examples: ['opsdeck account sessions revoke 42'],
    },
    async ({ args: [id = ''], common }) => {
      if (!/^\d+$/.test(id) || Number(id) < 1) throw new UsageError(f.t('account.validation.sessionId'));
      const flags = common();
      const { revokeSession } = await sessions();
      await revokeSession(f.context(flags.server), { ...flags, id: Number(id) });
    },
  );
  const examples = [
    'opsdeck account sessions',
    "opsdeck account sessions --json | jq '.[] | select(.current | not) | .id'",
  ];
  const def = {
    name: 'sessions',
    text: 'account.cli.sessions',
    fields: JSON_FIELDS.accountSession,
    examples,
  };
  return leafCommand(f, def, async ({ common }) => {
    const flags = common();
    const { listSessions } = await sessions();
    await listSessions(f.context(flags.server), flags);
  }).addCommand(revoke);
}

/** `opsdeck account sign-out-others`: the catalogue's "Sign out other sessions". */
function defineSignOutOthersCommand(f: Factory): Command {
  const title = 'account.actions.revokeOtherSessions';
  const examples = ['opsdeck account sign-out-others'];
  const text = { summary: title, description: title };
  return leafCommand(
    f,
    { name: 'sign-out-others', text, fields: JSON_FIELDS.accountRevoke, examples },
    async ({ common }) => {
      const flags = common();
      const { signOutOthers } = await sessions();
      await signOutOthers(f.context(flags.server), flags);
    },
  );
}

/** `opsdeck account edit --nickname … --email …`: the catalogue's "Edit my profile". */
function defineEditCommand(f: Factory): Command {
  const text = { summary: 'account.actions.editProfile', description: 'account.actions.editProfile' };
  const flags = EDITABLE_FIELDS.map((field) => [`${cliFlagOf(field)} <text>`, `fields.${field}`] as const);
  const examples = ['opsdeck account edit --nickname Qiao --area "浙江省 杭州市"'];
  return leafCommand(
    f,
    { name: 'edit', text, flags, fields: JSON_FIELDS.profile, examples },
    async ({ raw, common }) => {
      const flags = common();
      const changes: Partial<Record<EditableField, string>> = {};
      for (const field of EDITABLE_FIELDS)
        if (typeof raw[field] === 'string') changes[field] = raw[field] as string;
      const { editProfile } = await import('../../services/account/edit.js');
      await editProfile(f.context(flags.server), { ...flags, changes });
    },
  );
}

/** `opsdeck account`: the caller's own account (password, sessions, profile). */
export function defineAccountCommand(f: Factory): Command {
  const examples = ['opsdeck account password', 'opsdeck account sessions --json'];
  return nounCommand(f, { name: 'account', text: 'account.cli', examples }, [
    definePasswordCommand(f),
    defineSessionsCommand(f),
    defineSignOutOthersCommand(f),
    defineEditCommand(f),
  ]);
}
