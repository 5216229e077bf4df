/** The demo catalogue and word lists of the business seed (docs/domain.md: a wallpaper / greeting app). */

export const MINUTE_MS = 60_000;

/** VIP plans sold with WeChat/Alipay (`cents`) and in the app stores (`storeCents`). */
export const VIP_PLANS = [
  { code: 'vip_month', days: 30, cents: 2500, storeCents: 2800, weight: 60 },
  { code: 'vip_quarter', days: 90, cents: 6800, storeCents: 7300, weight: 25 },
  { code: 'vip_year', days: 365, cents: 19800, storeCents: 21800, weight: 15 },
] as const;

/** Coin packs (top-ups and in-app purchases). */
export const COIN_PACKS = [
  { code: 'coins_60', coins: 60, cents: 600, weight: 40 },
  { code: 'coins_300', coins: 300, cents: 3000, weight: 35 },
  { code: 'coins_980', coins: 980, cents: 9800, weight: 18 },
  { code: 'coins_1980', coins: 1980, cents: 19800, weight: 7 },
] as const;

/** Points exchanges: `points` for coins or VIP days. */
export const EXCHANGES = [
  { code: 'points_coins_10', points: 100, coins: 10, days: 0, weight: 50 },
  { code: 'points_coins_50', points: 450, coins: 50, days: 0, weight: 30 },
  { code: 'points_vip_7', points: 700, coins: 0, days: 7, weight: 20 },
] as const;

/** Sign-in rewards by streak day 1..7 (checkin_rules). */
export const CHECKIN_RULES = [
  { day: 1, rewardPoints: 5, rewardCoins: 0 },
  { day: 2, rewardPoints: 5, rewardCoins: 0 },
  { day: 3, rewardPoints: 10, rewardCoins: 0 },
  { day: 4, rewardPoints: 10, rewardCoins: 0 },
  { day: 5, rewardPoints: 15, rewardCoins: 0 },
  { day: 6, rewardPoints: 20, rewardCoins: 0 },
  { day: 7, rewardPoints: 30, rewardCoins: 5 },
] as const;

/** What a rewarded invite pays the inviter (the server's default, shared with the record operation). */
export { INVITE_REWARD_DEFAULT as INVITE_REWARD } from '@opsdeck/shared/schemas';

/** Order kinds by share of all orders. */
export const ORDER_KIND_WEIGHTS = [
  { kind: 'vip', weight: 26 },
  { kind: 'iap', weight: 26 },
  { kind: 'pay', weight: 34 },
  { kind: 'exchange', weight: 10 },
  { kind: 'patch', weight: 4 },
] as const;

/** Statuses of money orders (vip, iap, pay) by share. */
export const ORDER_STATUS_WEIGHTS = [
  { status: 'paid', weight: 82 },
  { status: 'pending', weight: 5 },
  { status: 'closed', weight: 6 },
  { status: 'failed', weight: 3 },
  { status: 'refunded', weight: 4 },
] as const;

/** Why operators re-issued (patch orders). */
export const PATCH_REASONS = [
  '充值未到账补发',
  '活动奖励补发',
  '客服补偿',
  '系统故障补偿',
  '会员续费失败补发',
  'Compensation for a failed top-up',
  'Campaign reward re-issue',
] as const;

const SURNAMES =
  '王李张刘陈杨黄赵吴周徐孙马朱胡郭何高林罗郑梁谢宋唐许韩冯邓曹彭曾肖田董袁潘于蒋蔡余杜叶程苏魏吕丁任沈姚卢姜崔钟谭陆汪范金石廖贾夏韦付方白邹孟熊秦邱江尹薛闫段雷侯龙史陶黎贺顾毛郝龚邵万钱严覃武戴莫孔向汤';
const GIVEN =
  '伟芳娜敏静丽强磊军洋勇艳杰娟涛明超秀霞平刚桂英华玉兰萍红斌波辉鹏宇浩凯欣怡梓涵子轩雨萱一诺思远晨阳佳琪梦瑶嘉怡俊杰';
const ADJECTIVES = [
  '快乐的',
  '安静的',
  '勇敢的',
  '温柔的',
  '可爱的',
  '神秘的',
  '闪亮的',
  '慢吞吞的',
  '爱笑的',
  '追风的',
];
const NOUNS = [
  '小猫',
  '星星',
  '月亮',
  '云朵',
  '柠檬',
  '向日葵',
  '海豚',
  '松鼠',
  '小鹿',
  '蒲公英',
  '橘子',
  '熊猫',
];

/** A Chinese nickname: a person's name or a playful one, sometimes with digits. */
export function nickname(r: () => number): string {
  const pick = (s: string) => s[Math.floor(r() * s.length)] ?? '';
  if (r() < 0.55) return pick(SURNAMES) + pick(GIVEN) + (r() < 0.5 ? pick(GIVEN) : '');
  const adj = ADJECTIVES[Math.floor(r() * ADJECTIVES.length)] ?? '';
  const noun = NOUNS[Math.floor(r() * NOUNS.length)] ?? '';
  return `${adj}${noun}${r() < 0.4 ? Math.floor(r() * 1000) : ''}`;
}

/** Mobile number prefixes (China). */
export const PHONE_PREFIXES = [
  '130',
  '131',
  '132',
  '135',
  '136',
  '137',
  '139',
  '150',
  '151',
  '152',
  '158',
  '159',
  '166',
  '177',
  '180',
  '186',
  '188',
  '189',
  '199',
] as const;
