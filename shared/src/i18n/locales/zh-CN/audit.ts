import type { DeepStringRecord } from '../../types.js';
import type { auditEn } from '../en-US/audit.js';
import { contentZh } from './content.js';

/** 某类内容的每种写操作读作的句子。 */
function contentActions(name: string) {
  return {
    create: `创建了${name}`,
    update: `编辑了${name}`,
    status: `修改了${name}的状态`,
    delete: `删除了${name}`,
    bulkStatus: `批量修改了${name}的状态`,
  };
}

const resourceNames = contentZh.content.resources;
/**
 * Each content resource's writes (`content.resources.<key>`), from its name: a new resource needs
 * no sentences of its own. Areas with more verbs, or other ones, are written out below.
 */
const contentAreas = Object.fromEntries(
  (Object.keys(resourceNames) as (keyof typeof resourceNames)[]).map((key) => [
    key,
    contentActions(resourceNames[key]),
  ]),
) as Record<keyof typeof resourceNames, ReturnType<typeof contentActions>>;

/** 审计日志操作代码（`<领域>.<动作>`）的中文句子；没有句子的代码按原样显示。 */
export const auditZh: DeepStringRecord<typeof auditEn> = {
  audit: {
    actions: {
      ...contentAreas,
      auth: { signIn: '登录了控制台', signOut: '退出了登录' },
      account: {
        changePassword: '修改了登录密码',
        revokeSession: '退出了一个会话',
        revokeOtherSessions: '退出了其他会话',
        updateProfile: '编辑了个人资料',
        updateSecurity: '修改了安全设置',
        withdrawCertification: '撤回了认证申请',
        createApiToken: '创建了 API 令牌',
        revokeApiToken: '吊销了 API 令牌',
        enableTwoFactor: '开启了两步验证',
        disableTwoFactor: '关闭了两步验证',
      },
      collection: {
        ...contentAreas.collection,
        addItem: '向合集添加了条目',
        removeItem: '从合集移除了条目',
        reorder: '调整了合集条目的顺序',
      },
      channel: { create: '创建了渠道' },
      member: {
        reissueCoins: '为会员补发了福币',
        reissueVip: '为会员补发了 VIP 天数',
        patchCoin: '调整了会员的福币',
        patchVip: '调整了会员的 VIP 天数',
      },
      monitorNote: { post: '发布了监控留言', star: '标星了监控留言' },
      set: { status: '修改了集合的状态' },
      upload: { create: '上传了文件' },
      approval: {
        request: '提交了审批申请',
        approve: '批准了申请',
        reject: '驳回了申请',
        expire: '申请超时未处理，已过期',
      },
      reissueJob: {
        create: '创建了补发任务',
        queue: '补发任务已排队',
        cancel: '取消了补发任务',
        finish: '补发任务已完成',
      },
      checkin: { record: '补录了一次漏签' },
      invite: { record: '补录了一条邀请' },
      automation: { set: '修改了自动化开关' },
      media: { paramsChange: '修改了媒体编码参数' },
      policy: { set: '修改了补发限额' },
    },
  },
};
