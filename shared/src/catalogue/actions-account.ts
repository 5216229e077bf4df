import { z } from 'zod';
import { changePassword, revokeOtherSessions, updateProfile } from '../api/account/settings.js';
import { createApiToken, listApiTokens, revokeApiToken } from '../api/account/tokens.js';
import { passwordChangeBodySchema, profileUpdateBodySchema } from '../schemas/account.js';
import { apiTokenCreateBodySchema, apiTokenRevokeArgsSchema } from '../schemas/api-token.js';
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
    // API tokens for scripts: the palette opens the API tokens tab; the CLI runs `opsdeck token …`.
    areaAction('tokens', 'create', {
      icon: 'key',
      keywords: ['api token', 'token', 'script', 'create token', 'new token', '令牌', '创建令牌', '脚本'],
      risk: 'confirm',
      args: apiTokenCreateBodySchema,
      cli: ['token', 'create'],
      run: (client, args) => createApiToken(client, apiTokenCreateBodySchema.parse(args)),
    }),
    areaAction('tokens', 'list', {
      icon: 'th-list',
      keywords: ['api tokens', 'tokens', 'scripts', '令牌', '令牌列表'],
      risk: 'safe',
      args: z.object({}),
      cli: ['token', 'list'],
      run: (client) => listApiTokens(client),
    }),
    areaAction('tokens', 'revoke', {
      icon: 'disable',
      keywords: ['revoke token', 'api token', 'delete token', '撤销令牌', '删除令牌'],
      risk: 'confirm',
      args: apiTokenRevokeArgsSchema,
      cli: ['token', 'revoke'],
      run: (client, args) => revokeApiToken(client, apiTokenRevokeArgsSchema.parse(args).id),
    }),
    // The settings tabs by name (web only: the palette opens the tab).
    ...(
      [
        ['basic', 'id-number', ['basic information', 'profile', 'nickname', '基本资料', '基本信息']],
        [
          'security',
          'shield',
          [
            'security settings',
            'password',
            'sessions',
            'security question',
            'two-factor',
            '2fa',
            'totp',
            'authenticator',
            '账号安全',
            '安全设置',
            '密保',
            '两步验证',
          ],
        ],
        ['tokens', 'key', ['api tokens', 'tokens', 'scripts', 'OPSDECK_TOKEN', 'API 令牌', '令牌', '脚本']],
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
