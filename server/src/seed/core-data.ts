import { avatarDataUrl } from '../modules/demo/avatar.js';

/** A message's texts in one language. */
export interface SeedMessageTexts {
  title: string;
  subTitle: string;
  content: string;
}

/**
 * A seeded message: `ago` minutes before the seed time; messageType only for notice and todo. Its
 * title, sub-title and content are the en-US texts (stored with the message), `zh` the zh-CN ones;
 * both are the message_texts rows of its `code` (migration 090), shown in the reader's language.
 */
export interface SeedMessage extends SeedMessageTexts {
  code: string;
  zh: SeedMessageTexts;
  type: 'message' | 'notice' | 'todo';
  avatar: string;
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
    code: 'cover-check',
    title: 'Zheng Xiyue',
    subTitle: 'direct message',
    avatar: people.zheng,
    content: 'The Spring Festival topic cover is updated; please check it before it goes live.',
    zh: {
      title: '郑曦月',
      subTitle: '的私信',
      content: '春节壁纸专题的封面已更新，麻烦今天下午上线前再过一眼。',
    },
    messageType: null,
    read: false,
    ago: 12,
  },
  {
    type: 'message',
    code: 'card-fixed',
    title: 'Ning Bo',
    subTitle: 'replied',
    avatar: people.ning,
    content: 'The "Happy New Year" card template text layer is fixed.',
    zh: { title: '宁波', subTitle: '的回复', content: '贺卡模板「新年快乐」的文字图层已修正，预览正常。' },
    messageType: null,
    read: false,
    ago: 2 * HOUR,
  },
  {
    type: 'message',
    code: 'tags-friday',
    title: 'Ning Bo',
    subTitle: 'replied',
    avatar: people.ning,
    content: 'Got it, tags for the 500 new wallpapers by Friday.',
    zh: { title: '宁波', subTitle: '的回复', content: '收到，周五前把 500 张新壁纸的标签补齐。' },
    messageType: null,
    read: true,
    ago: DAY + 3 * HOUR,
  },
  {
    type: 'notice',
    code: 'cdn-renewal',
    title: 'Renewal notice',
    subTitle: '',
    avatar: people.system,
    content: 'The CDN traffic plan expires in 7 days.',
    zh: { title: '续费通知', subTitle: '', content: 'CDN 流量包将于 7 天后到期，请及时续费。' },
    messageType: 3,
    read: false,
    ago: 5 * HOUR,
  },
  {
    type: 'notice',
    code: 'rule-enabled',
    title: 'Rule enabled',
    subTitle: '',
    avatar: people.system,
    content: 'Content filtering is on; new wallpapers are screened automatically.',
    zh: { title: '规则开通成功', subTitle: '', content: '内容屏蔽规则已开通，新上传壁纸将自动审核。' },
    messageType: 1,
    read: true,
    ago: 2 * DAY,
  },
  {
    type: 'todo',
    code: 'qa-queue',
    title: 'QA queue changed',
    subTitle: '',
    avatar: people.system,
    content: '18 templates wait for review today, due 18:00.',
    zh: { title: '质检队列变更', subTitle: '', content: '今日待质检模板 18 个，截止 18:00。' },
    messageType: 0,
    read: false,
    ago: 40,
  },
];

/** Extra messages for the admin (money and team matters). */
const adminOnly: SeedMessage[] = [
  {
    type: 'message',
    code: 'coins-missing',
    title: 'Chen Yuan',
    subTitle: 'direct message',
    avatar: people.chen,
    content: 'Member 10023456 says coins never arrived; the order number is on the ticket.',
    zh: { title: '陈远', subTitle: '的私信', content: '会员 10023456 申诉福币未到账，订单号已附在工单里。' },
    messageType: null,
    read: false,
    ago: 30,
  },
  {
    type: 'notice',
    code: 'reconciled',
    title: 'Reconciliation done',
    subTitle: '',
    avatar: people.system,
    content: "Yesterday's coin ledger matches balances, 0 differences.",
    zh: { title: '对账完成', subTitle: '', content: '昨日福币流水与余额一致，差异 0 条。' },
    messageType: 1,
    read: false,
    ago: 9 * HOUR,
  },
  {
    type: 'todo',
    code: 'reissue-approval',
    title: 'Re-issue approval',
    subTitle: '',
    avatar: people.system,
    content: '3 VIP re-issues await approval.',
    zh: { title: '补发审批', subTitle: '', content: '3 笔 VIP 补发等待审批。' },
    messageType: 2,
    read: false,
    ago: 3 * HOUR,
  },
  {
    type: 'todo',
    code: 'monthly-report',
    title: 'Monthly report',
    subTitle: '',
    avatar: people.system,
    content: "Prepare last month's orders and points-exchange report.",
    zh: { title: '月度报表', subTitle: '', content: '整理上月订单与积分兑换报表。' },
    messageType: 3,
    read: true,
    ago: 4 * DAY,
  },
];

/** Extra messages for the user-role operator (support work). */
const userOnly: SeedMessage[] = [
  {
    type: 'message',
    code: 'rota',
    title: 'Chen Yuan',
    subTitle: 'direct message',
    avatar: people.chen,
    content: "Tonight's rota is updated; you take member tickets after 20:00.",
    zh: { title: '陈远', subTitle: '的私信', content: '今晚值班表已更新，你负责 20:00 之后的会员工单。' },
    messageType: null,
    read: true,
    ago: 6 * HOUR,
  },
  {
    type: 'notice',
    code: 'sign-in-rules',
    title: 'Sign-in rules changed',
    subTitle: '',
    avatar: people.system,
    content: 'Day-7 sign-in streak reward is now 50 points.',
    zh: { title: '签到规则调整', subTitle: '', content: '连续签到第 7 天奖励调整为 50 积分。' },
    messageType: 2,
    read: false,
    ago: DAY,
  },
  {
    type: 'todo',
    code: 'ticket-follow-up',
    title: 'Ticket follow-up',
    subTitle: '',
    avatar: people.system,
    content: 'Call back 5 members who asked for refunds.',
    zh: { title: '工单回访', subTitle: '', content: '回访 5 位申请退款的会员。' },
    messageType: 2,
    read: false,
    ago: 90,
  },
  {
    type: 'todo',
    code: 'help-centre-update',
    title: 'Help-centre update',
    subTitle: '',
    avatar: people.system,
    content: 'Add the "stacking VIP time" FAQ entry.',
    zh: { title: '知识库更新', subTitle: '', content: '补充「VIP 时长叠加」的常见问题。' },
    messageType: 3,
    read: true,
    ago: 3 * DAY,
  },
];

/** The texts of every seeded message per language, by code (message_texts). */
export function demoMessageTexts(): {
  code: string;
  locale: 'en-US' | 'zh-CN';
  title: string;
  subTitle: string;
  content: string;
}[] {
  return [...common, ...adminOnly, ...userOnly].flatMap((m) => [
    { code: m.code, locale: 'en-US' as const, title: m.title, subTitle: m.subTitle, content: m.content },
    { code: m.code, locale: 'zh-CN' as const, ...m.zh },
  ]);
}

/** The messages of an operator by role. */
export function messagesFor(role: 'admin' | 'user'): SeedMessage[] {
  return [...common, ...(role === 'admin' ? adminOnly : userOnly)];
}

/**
 * The shops of spec §9: the two online shops and a stockroom. `name` is the en-US name (shops.name),
 * `names` each language's (shop_names, migration 092, which turned the older one-string names such as
 * '线上租赁店 Online Rent' into these).
 */
export const DEMO_SHOPS = [
  {
    name: 'Online Rent',
    names: { 'en-US': 'Online Rent', 'zh-CN': '线上租赁店' },
    code: 'online_rent',
    shopType: 1,
    syncShopId: 'SYNC-RENT-0001',
  },
  {
    name: 'Online Sell',
    names: { 'en-US': 'Online Sell', 'zh-CN': '线上销售店' },
    code: 'online_sell',
    shopType: 2,
    syncShopId: 'SYNC-SELL-0001',
  },
  {
    name: 'Stockroom',
    names: { 'en-US': 'Stockroom', 'zh-CN': '中心仓' },
    code: 'stockroom',
    shopType: 0,
    syncShopId: null,
  },
] as const;
