import { approveApproval } from '../api/approval/approve.js';
import { rejectApproval } from '../api/approval/reject.js';
import { setAutomation } from '../api/automation/switches.js';
import { createChannel } from '../api/channel/create.js';
import { postMonitorNote } from '../api/monitor/post-note.js';
import { setMoneyLimits } from '../api/policy/money-controls.js';
import { setSetStatus } from '../api/set/set-status.js';
import { approvalApproveArgsSchema, approvalRejectArgsSchema } from '../schemas/approval.js';
import { automationSetArgsSchema } from '../schemas/automation.js';
import { channelCreateBodySchema } from '../schemas/channel.js';
import { isPolicyPending, limitsChangeOf, policySetLimitsArgsSchema } from '../schemas/money-policy.js';
import { monitorNoteBodySchema } from '../schemas/monitor.js';
import { setStatusArgsSchema } from '../schemas/set.js';
import { accountActionEntries } from './actions-account.js';
import { contentActionEntries } from './actions-content.js';
import { reissueActionEntries } from './actions-reissue.js';
import { reissueJobActionEntries } from './actions-reissue-jobs.js';
import { taskActionEntries } from './actions-tasks.js';
import { areaAction } from './area-action.js';
import { defineAction } from './define-action.js';
import type { ActionEntry } from './types.js';

/**
 * Runnable actions of the palette and the CLI. Each issue that adds a capability adds its
 * actions here (re-issue coins and VIP, content publishing, chrome actions…).
 */
export const actionEntries: ActionEntry[] = [
  {
    id: 'auth.logout',
    i18nKey: 'navbar.logout',
    groupKey: 'common.appName',
    icon: 'log-out',
    keywords: ['logout', 'sign out', '退出', '登出'],
    roles: ['*'],
    risk: 'safe',
    cli: ['logout'],
  },
  // Money actions: the re-issues (actions-reissue.ts)
  ...reissueActionEntries(),
  // Re-issue jobs: every member a filter finds, run on the server (actions-reissue-jobs.ts)
  ...reissueJobActionEntries(),
  // Approvals: a second admin approves (executes) or rejects a held request.
  defineAction({
    id: 'approval.approve',
    i18nKey: 'approvals.actions.approve',
    groupKey: 'approvals.title',
    icon: 'endorsed',
    keywords: ['approve', 'approval', 'four eyes', 'review', '审批', '通过', '批准', '复核'],
    roles: ['admin'],
    risk: 'money',
    args: approvalApproveArgsSchema,
    cli: ['approvals', 'approve'],
    run: (client, args) => approveApproval(client, args.id),
  }),
  defineAction({
    id: 'approval.reject',
    i18nKey: 'approvals.actions.reject',
    groupKey: 'approvals.title',
    icon: 'disable',
    keywords: ['reject', 'decline', 'approval', '驳回', '拒绝', '审批'],
    roles: ['admin'],
    risk: 'confirm',
    args: approvalRejectArgsSchema,
    cli: ['approvals', 'reject'],
    run: (client, args) => rejectApproval(client, args.id, args.reason),
  }),
  // Automation switches: turn a rule preset or service on or off (audited).
  defineAction({
    id: 'automation.set',
    i18nKey: 'automation.actions.set',
    groupKey: 'automation.title',
    icon: 'automatic-updates',
    keywords: [
      'automation',
      'switch',
      'enable',
      'disable',
      'rule',
      'service',
      '自动化',
      '开关',
      '启用',
      '停用',
    ],
    roles: ['admin'],
    risk: 'confirm',
    args: automationSetArgsSchema,
    cli: ['automation', 'set'],
    run: (client, args) => setAutomation(client, args.id, args.enabled),
    notice: policyNotice,
  }),
  // Money controls: the re-issue limits over rolling windows (weakening waits for a second admin).
  defineAction({
    id: 'policy.setLimits',
    i18nKey: 'policy.actions.setLimits',
    groupKey: 'automation.title',
    icon: 'shield',
    keywords: [
      'limit',
      'limits',
      'threshold',
      'money controls',
      'policy',
      'window',
      'daily total',
      '限额',
      '阈值',
      '资金管控',
      '窗口',
    ],
    roles: ['admin'],
    risk: 'confirm',
    args: policySetLimitsArgsSchema,
    cli: ['policy', 'set'],
    run: (client, args) => setMoneyLimits(client, limitsChangeOf(args)),
    notice: policyNotice,
  }),
  // Content actions: create a wallpaper or template, publish and unpublish (bulk status).
  ...contentActionEntries(),
  // Promotion channels and curated sets (admin).
  defineAction({
    id: 'channels.create',
    i18nKey: 'channels.actions.create',
    groupKey: 'menu.form',
    icon: 'new-link',
    keywords: [
      'channel',
      'promotion',
      'new channel',
      'create channel',
      'campaign',
      '渠道',
      '推广',
      '创建渠道',
      '新建渠道',
    ],
    roles: ['admin'],
    risk: 'confirm',
    args: channelCreateBodySchema,
    cli: ['channels', 'create'],
    run: (client, args) => createChannel(client, args),
  }),
  defineAction({
    id: 'sets.setStatus',
    i18nKey: 'sets.actions.setStatus',
    groupKey: 'menu.list',
    icon: 'th-filtered',
    keywords: ['set', 'sets', 'collection set', 'online', 'offline', '集合', '上线', '下线'],
    roles: ['admin'],
    risk: 'confirm',
    args: setStatusArgsSchema,
    cli: ['sets', 'status'],
    run: (client, args) => setSetStatus(client, args.id, args.status),
  }),
  // Live monitor: a short note into every open monitor's activity stream.
  defineAction({
    id: 'monitor.postNote',
    i18nKey: 'monitor.quick.postNote',
    groupKey: 'menu.dashboard',
    icon: 'comment',
    keywords: ['note', 'post note', 'monitor', 'announce', '留言', '监控', '备注'],
    roles: ['admin'],
    risk: 'safe',
    args: monitorNoteBodySchema,
    cli: ['notes', 'post'],
    run: (client, args) => postMonitorNote(client, args),
  }),
  // Support's task records: a missed sign-in, an invite (the rule's reward through the ledger).
  ...taskActionEntries(),
  // Console chrome actions: web only (no `cli`); web/src/app/chrome/actions.ts runs them.
  ...chromeActionEntries(),
  // User centre: password, own profile, other sessions.
  ...accountActionEntries(),
];

/** A change of a money control that waits for a second admin says so (palette and CLI). */
function policyNotice(result: unknown): string | undefined {
  return isPolicyPending(result) ? 'policy.pendingNotice' : undefined;
}

/** The console chrome's own actions: theme, language, role, tabs, messages, settings, fullscreen. */
function chromeActionEntries(): ActionEntry[] {
  const chrome = (id: string, icon: string, keywords: string[], shortcut?: string): ActionEntry =>
    areaAction('chrome', id, { icon, keywords, risk: 'safe', ...(shortcut ? { shortcut } : {}) });
  return [
    chrome('toggleTheme', 'moon', [
      'dark',
      'light',
      'theme',
      'dark mode',
      '暗色',
      '亮色',
      '主题',
      '夜间模式',
    ]),
    chrome('switchLanguage', 'translate', [
      'language',
      'locale',
      'english',
      'chinese',
      '语言',
      '中文',
      '英文',
    ]),
    chrome('switchRole', 'swap-horizontal', [
      'role',
      'admin',
      'user',
      'switch roles',
      '角色',
      '切换角色',
      '管理员',
    ]),
    chrome(
      'resetTabs',
      'reset',
      ['tabs', 'close all tabs', 'reset tabs', '标签页', '多页签', '重置'],
      'alt+shift+w',
    ),
    chrome('markAllRead', 'tick', ['messages', 'notifications', 'read all', '消息', '通知', '全部已读']),
    chrome('copySettings', 'clipboard', ['settings', 'copy', 'json', '配置', '复制配置']),
    chrome('openSettings', 'cog', ['settings', 'preferences', 'layout', '页面配置', '设置']),
    chrome('toggleFullscreen', 'fullscreen', ['fullscreen', 'full screen', '全屏']),
  ];
}
