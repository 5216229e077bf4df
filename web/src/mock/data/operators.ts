import type { Message, Profile } from '@opsdeck/shared/schemas';

/** A mock operator: the profile plus the password the mock login accepts. */
export interface MockOperator extends Profile {
  password: string;
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
    name: '林乔 Lin Qiao',
    avatar: '',
    job: 'operations',
    jobName: '运营负责人 Head of Operations',
    organization: 'content-ops',
    organizationName: '内容运营部 Content Operations',
    location: '杭州 Hangzhou',
    locationName: '杭州 Hangzhou',
    email: 'linqiao@opsdeck.dev',
    introduction: 'Runs content and member operations.',
    personalWebsite: 'https://opsdeck.dev/team/linqiao',
    registrationDate: '2021-03-15T01:30:00.000Z',
    visibleId: '10000001',
    certification: 1,
  },
  {
    id: 2,
    phone: '13800000002',
    password: 'User@1234',
    role: 'user',
    name: '周晓 Zhou Xiao',
    avatar: '',
    job: 'support',
    jobName: '会员客服 Member Support',
    organization: 'member-service',
    organizationName: '会员服务组 Member Service',
    location: '成都 Chengdu',
    locationName: '成都 Chengdu',
    email: 'zhouxiao@opsdeck.dev',
    introduction: 'Handles member tickets, re-issues and refunds.',
    personalWebsite: 'https://opsdeck.dev/team/zhouxiao',
    registrationDate: '2023-07-03T02:00:00.000Z',
    visibleId: '10000002',
    certification: 0,
  },
  {
    id: 3,
    phone: '13800000003',
    password: 'Admin@456',
    role: 'admin',
    name: '韩宁 Han Ning',
    avatar: '',
    job: 'finance',
    jobName: '财务复核 Finance Reviewer',
    organization: 'finance',
    organizationName: '财务部 Finance',
    location: '上海 Shanghai',
    locationName: '上海 Shanghai',
    email: 'hanning@opsdeck.dev',
    introduction: 'Reviews large re-issues: the second pair of eyes.',
    personalWebsite: 'https://opsdeck.dev/team/hanning',
    registrationDate: '2022-05-09T01:00:00.000Z',
    visibleId: '10000003',
    certification: 1,
  },
];

const MESSAGES: Omit<Message, 'id' | 'time'>[] = [
  {
    type: 'message',
    title: '郑曦月 Zheng Xiyue',
    subTitle: 'direct message',
    avatar: '',
    content: 'The Spring Festival topic cover is updated; please check it before it goes live.',
    messageType: null,
    status: 0,
  },
  {
    type: 'notice',
    title: 'Renewal notice',
    subTitle: '',
    avatar: '',
    content: 'The CDN traffic plan expires in 7 days.',
    messageType: 3,
    status: 0,
  },
  {
    type: 'todo',
    title: 'QA queue changed',
    subTitle: '',
    avatar: '',
    content: '18 templates wait for review today, due 18:00.',
    messageType: 0,
    status: 1,
  },
];

/** The operators and each one's message box (newest first). */
export function makeOperators(now: number): { operators: MockOperator[]; messages: Map<number, Message[]> } {
  const messages = new Map<number, Message[]>();
  let id = 0;
  for (const op of OPERATORS) {
    messages.set(
      op.id,
      MESSAGES.map((m, i) => ({ ...m, id: ++id, time: new Date(now - (i + 1) * 3_600_000).toISOString() })),
    );
  }
  return { operators: OPERATORS.map((o) => ({ ...o })), messages };
}
