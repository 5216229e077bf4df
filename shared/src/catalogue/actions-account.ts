import { changePassword, revokeOtherSessions, updateProfile } from '../api/account/settings.js';
import { passwordChangeBodySchema, profileUpdateBodySchema } from '../schemas/account.js';
import { areaAction } from './area-action.js';
import type { ActionEntry } from './types.js';

/**
 * The user centre's actions. The palette opens the settings tab that collects the arguments
 * (a password is never typed into the palette); the CLI runs `opsdeck account …`.
 */
export function accountActionEntries(): ActionEntry[] {
  return [
    areaAction('account', 'changePassword', {
      icon: 'key',
      keywords: [
        'password',
        'change password',
        'reset password',
        'security',
        '密码',
        '修改密码',
        '改密码',
        '安全',
      ],
      risk: 'confirm',
      args: passwordChangeBodySchema,
      cli: ['account', 'password'],
      run: (client, args) => changePassword(client, passwordChangeBodySchema.parse(args)),
    }),
    areaAction('account', 'editProfile', {
      icon: 'edit',
      keywords: [
        'profile',
        'edit profile',
        'nickname',
        'email',
        'avatar',
        '个人资料',
        '昵称',
        '头像',
        '编辑资料',
      ],
      risk: 'safe',
      args: profileUpdateBodySchema,
      cli: ['account', 'edit'],
      run: (client, args) => updateProfile(client, profileUpdateBodySchema.parse(args)),
    }),
    areaAction('account', 'revokeOtherSessions', {
      icon: 'log-out',
      keywords: [
        'sessions',
        'sign out others',
        'log out other devices',
        'devices',
        '会话',
        '退出其他设备',
        '下线',
      ],
      risk: 'confirm',
      cli: ['account', 'sign-out-others'],
      run: (client) => revokeOtherSessions(client),
    }),
    // The settings tabs by name (web only: the palette opens the tab).
    ...(
      [
        ['basic', 'id-number', ['basic information', 'profile', 'nickname', '基本资料', '基本信息']],
        [
          'security',
          'shield',
          ['security settings', 'password', 'sessions', 'security question', '账号安全', '安全设置', '密保'],
        ],
        [
          'certification',
          'endorsed',
          ['certification', 'enterprise', 'verification', 'real name', '企业认证', '实名认证', '认证'],
        ],
      ] as const
    ).map(
      ([tab, icon, keywords]): ActionEntry => ({
        id: `account.openTab.${tab}`,
        i18nKey: `account.tabs.${tab}`,
        groupKey: 'account.group',
        icon,
        keywords: [...keywords],
        roles: ['*'],
        risk: 'safe',
      }),
    ),
  ];
}
