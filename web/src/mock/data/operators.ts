import type { Locale } from '@opsdeck/shared/i18n';
import { type NoticeParams, noticeTexts } from '@opsdeck/shared/i18n/notices';
import type { Message, Profile } from '@opsdeck/shared/schemas';

/**
 * The texts of a profile that have one per language (the server's operator_names, work_names and
 * operator_introductions).
 */
type NamedFields = Pick<
  Profile,
  'name' | 'jobName' | 'organizationName' | 'location' | 'locationName' | 'introduction'
>;

/**
 * A mock operator: the profile (its names in en-US) plus the password the mock login accepts and
 * the zh-CN names and introduction, as the server's seed has them (migrations 080, 090 and 092).
 */
export interface MockOperator extends Profile {
  password: string;
  zh?: NamedFields;
}

/**
 * A mock message: en-US texts, and the zh-CN ones (the server's message_texts); or, for a notice the
 * mock writes (an approval's todo, decision, expiry), its text code and values, read in the
 * reader's language as the server reads them (messages.text_code / text_params, migration 091).
 */
export type MockMessage = Message & {
  zh?: Pick<Message, 'title' | 'subTitle' | 'content'>;
  textCode?: string;
  textParams?: NoticeParams;
};

/** A profile's names in `locale`. */
export function namedIn<T extends NamedFields & { zh?: NamedFields }>(o: T, locale: Locale): T {
  return locale === 'zh-CN' && o.zh ? { ...o, ...o.zh } : o;
}

/** A message's texts in `locale`, without the other language's. */
export function messageIn({ zh, textCode, textParams, ...m }: MockMessage, locale: Locale): Message {
  const notice = textCode ? noticeTexts(textCode, textParams, locale) : null;
  if (notice) return { ...m, ...notice };
  return locale === 'zh-CN' && zh ? { ...m, ...zh } : m;
}

/**
 * The demo operators of the mock, the same sign-ins the server's seed creates. This module is
 * loaded only under the mock flag (dev:mock and tests), never in the production bundle.
 */
const OPERATORS: MockOperator[] = [
  {
    id: 1,
    phone: '13800000001',
    password: 'Admin@123',
    role: 'admin',
    name: 'Lin Qiao',
    avatar: '',
    job: 'operations',
    jobName: 'Head of Operations',
    organization: 'content-ops',
    organizationName: 'Content Operations',
    location: 'Hangzhou',
    locationName: 'Hangzhou',
    email: 'linqiao@opsdeck.dev',
    introduction: 'Runs content and member operations.',
    personalWebsite: 'https://opsdeck.dev/team/linqiao',
    registrationDate: '2021-03-15T01:30:00.000Z',
    visibleId: '10000001',
    zh: {
      name: '林乔',
      jobName: '运营负责人',
      organizationName: '内容运营部',
      location: '杭州',
      locationName: '杭州',
      introduction: '负责内容与会员运营，盯紧每一笔福币与 VIP 账目。',
    },
    certification: 1,
  },
  {
    id: 2,
    phone: '13800000002',
    password: 'User@1234',
    role: 'user',
    name: 'Zhou Xiao',
    avatar: '',
    job: 'support',
    jobName: 'Member Support',
    organization: 'member-service',
    organizationName: 'Member Service',
    location: 'Chengdu',
    locationName: 'Chengdu',
    email: 'zhouxiao@opsdeck.dev',
    introduction: 'Handles member tickets, re-issues and refunds.',
    personalWebsite: 'https://opsdeck.dev/team/zhouxiao',
    registrationDate: '2023-07-03T02:00:00.000Z',
    visibleId: '10000002',
    zh: {
      name: '周晓',
      jobName: '会员客服',
      organizationName: '会员服务组',
      location: '成都',
      locationName: '成都',
      introduction: '处理会员工单、补发与退款咨询。',
    },
    certification: 0,
  },
  {
    id: 3,
    phone: '13800000003',
    password: 'Admin@456',
    role: 'admin',
    name: 'Han Ning',
    avatar: '',
    job: 'finance',
    jobName: 'Finance Reviewer',
    organization: 'finance',
    organizationName: 'Finance',
    location: 'Shanghai',
    locationName: 'Shanghai',
    email: 'hanning@opsdeck.dev',
    introduction: 'Reviews large re-issues: the second pair of eyes.',
    personalWebsite: 'https://opsdeck.dev/team/hanning',
    registrationDate: '2022-05-09T01:00:00.000Z',
    visibleId: '10000003',
    zh: {
      name: '韩宁',
      jobName: '财务复核',
      organizationName: '财务部',
      location: '上海',
      locationName: '上海',
      introduction: '复核大额补发，四眼原则的第二双眼。',
    },
    certification: 1,
  },
];

const MESSAGES: Omit<MockMessage, 'id' | 'time'>[] = [
  {
    type: 'message',
    title: 'Zheng Xiyue',
    subTitle: 'direct message',
    avatar: '',
    content: 'The Spring Festival topic cover is updated; please check it before it goes live.',
    zh: { title: '郑曦月', subTitle: '的私信', content: '春节壁纸专题的封面已更新，麻烦今天下午上线前再过一眼。' },
    messageType: null,
    status: 0,
  },
  {
    type: 'notice',
    title: 'Renewal notice',
    subTitle: '',
    avatar: '',
    content: 'The CDN traffic plan expires in 7 days.',
    zh: { title: '续费通知', subTitle: '', content: 'CDN 流量包将于 7 天后到期，请及时续费。' },
    messageType: 3,
    status: 0,
  },
  {
    type: 'todo',
    title: 'QA queue changed',
    subTitle: '',
    avatar: '',
    content: '18 templates wait for review today, due 18:00.',
    zh: { title: '质检队列变更', subTitle: '', content: '今日待质检模板 18 个，截止 18:00。' },
    messageType: 0,
    status: 1,
  },
];

/** The operators and each one's message box (newest first). */
export function makeOperators(now: number): { operators: MockOperator[]; messages: Map<number, MockMessage[]> } {
  const messages = new Map<number, MockMessage[]>();
  let id = 0;
  for (const op of OPERATORS) {
    messages.set(
      op.id,
      MESSAGES.map((m, i) => ({ ...m, id: ++id, time: new Date(now - (i + 1) * 3_600_000).toISOString() })),
    );
  }
  return { operators: OPERATORS.map((o) => ({ ...o })), messages };
}
