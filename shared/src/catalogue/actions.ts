import { approveApproval } from '../api/approval/approve.js';
import { rejectApproval } from '../api/approval/reject.js';
import { setAutomation } from '../api/automation/switches.js';
import { createChannel } from '../api/channel/create.js';
import type { ApiClient } from '../api/client.js';
import {
  bulkSetTemplateStatus,
  bulkSetWallpaperStatus,
  createTemplate,
  createWallpaper,
} from '../api/content/resources.js';
import { reissueCoins } from '../api/member/reissue-coins.js';
import { reissueVip } from '../api/member/reissue-vip.js';
import { postMonitorNote } from '../api/monitor/post-note.js';
import { setSetStatus } from '../api/set/set-status.js';
import { REISSUE_KINDS } from '../reissue/kinds.js';
import { approvalApproveArgsSchema, approvalRejectArgsSchema } from '../schemas/approval.js';
import { automationSetArgsSchema } from '../schemas/automation.js';
import { channelCreateBodySchema } from '../schemas/channel.js';
import { type ContentPublishArgs, contentPublishArgsSchema } from '../schemas/content/publish.js';
import { templateCreateBodySchema } from '../schemas/content/template.js';
import { wallpaperCreateBodySchema } from '../schemas/content/wallpaper.js';
import { monitorNoteBodySchema } from '../schemas/monitor.js';
import { reissueCoinsBodySchema, reissueVipBodySchema } from '../schemas/reissue.js';
import { setStatusArgsSchema } from '../schemas/set.js';
import { accountActionEntries } from './actions-account.js';
import { taskActionEntries } from './actions-tasks.js';
import { areaAction } from './area-action.js';
import type { ActionEntry } from './types.js';

/** Types an entry against its own args schema, then widens it for the list. */
function defineAction<A extends ActionEntry['args'] & object>(entry: ActionEntry<A>): ActionEntry {
  return entry as unknown as ActionEntry;
}

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
  // Money actions: the args are the server's own body schemas; run() sends the caller's key.
  defineAction({
    id: REISSUE_KINDS.coins.actionId,
    i18nKey: 'patch.actions.reissueCoins',
    groupKey: 'menu.member',
    icon: REISSUE_KINDS.coins.icon,
    keywords: [
      'reissue coins',
      're-issue',
      'patch coins',
      'give coins',
      'coins',
      '补发福币',
      '补发',
      '福币',
      '补单',
    ],
    roles: ['*'],
    risk: 'money',
    args: reissueCoinsBodySchema,
    cli: [REISSUE_KINDS.coins.noun, 'reissue'],
    run: (client, args, opts) => reissueCoins(client, args, opts.idempotencyKey),
  }),
  defineAction({
    id: REISSUE_KINDS.vip.actionId,
    i18nKey: 'patch.actions.reissueVip',
    groupKey: 'menu.member',
    icon: REISSUE_KINDS.vip.icon,
    keywords: [
      'reissue vip',
      're-issue',
      'patch vip',
      'give vip',
      'vip days',
      '补发VIP',
      '补发会员',
      '补发',
      '会员天数',
    ],
    roles: ['*'],
    risk: 'money',
    args: reissueVipBodySchema,
    cli: [REISSUE_KINDS.vip.noun, 'reissue'],
    run: (client, args, opts) => reissueVip(client, args, opts.idempotencyKey),
  }),
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

/** Sets wallpapers or templates online (publish) or offline (unpublish) in one bulk call. */
function setContentStatus(client: ApiClient, args: ContentPublishArgs, status: 'online' | 'offline') {
  const body = { ids: args.ids, status };
  return args.contentType === 'wallpaper'
    ? bulkSetWallpaperStatus(client, body)
    : bulkSetTemplateStatus(client, body);
}

/** The content area's actions; args are the server's own body schemas. */
function contentActionEntries(): ActionEntry[] {
  return [
    defineAction({
      id: 'content.createWallpaper',
      i18nKey: 'content.actions.createWallpaper',
      groupKey: 'menu.wallpaper',
      icon: 'media',
      keywords: [
        'new wallpaper',
        'create wallpaper',
        'add wallpaper',
        'upload',
        '新建壁纸',
        '上传壁纸',
        '壁纸',
      ],
      roles: ['*'],
      risk: 'safe',
      args: wallpaperCreateBodySchema,
      cli: ['wallpapers', 'create'],
      run: (client, args) => createWallpaper(client, args),
    }),
    defineAction({
      id: 'content.createTemplate',
      i18nKey: 'content.actions.createTemplate',
      groupKey: 'menu.template',
      icon: 'new-layers',
      keywords: ['new template', 'create template', 'layout', '新建模板', '模板', '贺卡', '海报'],
      roles: ['*'],
      risk: 'safe',
      args: templateCreateBodySchema,
      cli: ['templates', 'create'],
      run: (client, args) => createTemplate(client, args),
    }),
    defineAction({
      id: 'content.publish',
      i18nKey: 'content.actions.publish',
      groupKey: 'menu.wallpaper',
      icon: 'cloud-upload',
      keywords: ['publish', 'online', 'go live', '上线', '发布', '上架'],
      roles: ['*'],
      risk: 'confirm',
      args: contentPublishArgsSchema,
      cli: ['content', 'publish'],
      run: (client, args) => setContentStatus(client, args, 'online'),
    }),
    defineAction({
      id: 'content.unpublish',
      i18nKey: 'content.actions.unpublish',
      groupKey: 'menu.wallpaper',
      icon: 'cloud-download',
      keywords: ['unpublish', 'offline', 'take down', '下线', '下架', '取消发布'],
      roles: ['*'],
      risk: 'confirm',
      args: contentPublishArgsSchema,
      cli: ['content', 'unpublish'],
      run: (client, args) => setContentStatus(client, args, 'offline'),
    }),
  ];
}
