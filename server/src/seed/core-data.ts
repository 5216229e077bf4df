import { avatarDataUrl } from '../modules/demo/avatar.js';

/** A seeded message: `ago` minutes before the seed time; messageType only for notice and todo. */
export interface SeedMessage {
  type: 'message' | 'notice' | 'todo';
  title: string;
  subTitle: string;
  avatar: string;
  content: string;
  messageType: number | null;
  read: boolean;
  ago: number;
}

const HOUR = 60;
const DAY = 24 * HOUR;
const people = {
  zheng: avatarDataUrl('ZX', '#F77234'),
  ning: avatarDataUrl('NB', '#722ED1'),
  chen: avatarDataUrl('CY', '#00B42A'),
  system: avatarDataUrl('OD', '#86909C'),
};

/** Messages every operator gets: all three types, some read, some unread. */
const common: SeedMessage[] = [
  {
    type: 'message',
    title: '郑曦月 Zheng Xiyue',
    subTitle: '的私信 · direct message',
    avatar: people.zheng,
    content:
      '春节壁纸专题的封面已更新，麻烦今天下午上线前再过一眼。The Spring Festival topic cover is updated; please check it before it goes live.',
    messageType: null,
    read: false,
    ago: 12,
  },
  {
    type: 'message',
    title: '宁波 Ning Bo',
    subTitle: '的回复 · replied',
    avatar: people.ning,
    content:
      '贺卡模板「新年快乐」的文字图层已修正，预览正常。The "Happy New Year" card template text layer is fixed.',
    messageType: null,
    read: false,
    ago: 2 * HOUR,
  },
  {
    type: 'message',
    title: '宁波 Ning Bo',
    subTitle: '的回复 · replied',
    avatar: people.ning,
    content: '收到，周五前把 500 张新壁纸的标签补齐。Got it, tags for the 500 new wallpapers by Friday.',
    messageType: null,
    read: true,
    ago: DAY + 3 * HOUR,
  },
  {
    type: 'notice',
    title: '续费通知 Renewal notice',
    subTitle: '',
    avatar: people.system,
    content: 'CDN 流量包将于 7 天后到期，请及时续费。The CDN traffic plan expires in 7 days.',
    messageType: 3,
    read: false,
    ago: 5 * HOUR,
  },
  {
    type: 'notice',
    title: '规则开通成功 Rule enabled',
    subTitle: '',
    avatar: people.system,
    content:
      '内容屏蔽规则已开通，新上传壁纸将自动审核。Content filtering is on; new wallpapers are screened automatically.',
    messageType: 1,
    read: true,
    ago: 2 * DAY,
  },
  {
    type: 'todo',
    title: '质检队列变更 QA queue changed',
    subTitle: '',
    avatar: people.system,
    content: '今日待质检模板 18 个，截止 18:00。18 templates wait for review today, due 18:00.',
    messageType: 0,
    read: false,
    ago: 40,
  },
];

/** Extra messages for the admin (money and team matters). */
const adminOnly: SeedMessage[] = [
  {
    type: 'message',
    title: '陈远 Chen Yuan',
    subTitle: '的私信 · direct message',
    avatar: people.chen,
    content:
      '会员 10023456 申诉福币未到账，订单号已附在工单里。Member 10023456 says coins never arrived; the order number is on the ticket.',
    messageType: null,
    read: false,
    ago: 30,
  },
  {
    type: 'notice',
    title: '对账完成 Reconciliation done',
    subTitle: '',
    avatar: people.system,
    content: "昨日福币流水与余额一致，差异 0 条。Yesterday's coin ledger matches balances, 0 differences.",
    messageType: 1,
    read: false,
    ago: 9 * HOUR,
  },
  {
    type: 'todo',
    title: '补发审批 Re-issue approval',
    subTitle: '',
    avatar: people.system,
    content: '3 笔 VIP 补发等待审批。3 VIP re-issues await approval.',
    messageType: 2,
    read: false,
    ago: 3 * HOUR,
  },
  {
    type: 'todo',
    title: '月度报表 Monthly report',
    subTitle: '',
    avatar: people.system,
    content: "整理上月订单与积分兑换报表。Prepare last month's orders and points-exchange report.",
    messageType: 3,
    read: true,
    ago: 4 * DAY,
  },
];

/** Extra messages for the user-role operator (support work). */
const userOnly: SeedMessage[] = [
  {
    type: 'message',
    title: '陈远 Chen Yuan',
    subTitle: '的私信 · direct message',
    avatar: people.chen,
    content:
      "今晚值班表已更新，你负责 20:00 之后的会员工单。Tonight's rota is updated; you take member tickets after 20:00.",
    messageType: null,
    read: true,
    ago: 6 * HOUR,
  },
  {
    type: 'notice',
    title: '签到规则调整 Sign-in rules changed',
    subTitle: '',
    avatar: people.system,
    content: '连续签到第 7 天奖励调整为 50 积分。Day-7 sign-in streak reward is now 50 points.',
    messageType: 2,
    read: false,
    ago: DAY,
  },
  {
    type: 'todo',
    title: '工单回访 Ticket follow-up',
    subTitle: '',
    avatar: people.system,
    content: '回访 5 位申请退款的会员。Call back 5 members who asked for refunds.',
    messageType: 2,
    read: false,
    ago: 90,
  },
  {
    type: 'todo',
    title: '知识库更新 Help-centre update',
    subTitle: '',
    avatar: people.system,
    content: '补充「VIP 时长叠加」的常见问题。Add the "stacking VIP time" FAQ entry.',
    messageType: 3,
    read: true,
    ago: 3 * DAY,
  },
];

/** The messages of an operator by role. */
export function messagesFor(role: 'admin' | 'user'): SeedMessage[] {
  return [...common, ...(role === 'admin' ? adminOnly : userOnly)];
}

/** The shops of spec §9: the two online shops and a stockroom. */
export const DEMO_SHOPS = [
  { name: '线上租赁店 Online Rent', code: 'online_rent', shopType: 1, syncShopId: 'SYNC-RENT-0001' },
  { name: '线上销售店 Online Sell', code: 'online_sell', shopType: 2, syncShopId: 'SYNC-SELL-0001' },
  { name: '中心仓 Stockroom', code: 'stockroom', shopType: 0, syncShopId: null },
] as const;
