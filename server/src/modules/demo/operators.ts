import { avatarDataUrl } from './avatar.js';

/**
 * The names of the demo operators' jobs, organizations and office locations in each language
 * (work_names, by code; migrations/080.do.work-names.sql turned the older one-string names into
 * these). The operators' own *_name columns hold the en-US one.
 */
export const DEMO_WORK_NAMES = [
  { kind: 'job', code: 'operations', 'en-US': 'Head of Operations', 'zh-CN': '运营负责人' },
  { kind: 'job', code: 'support', 'en-US': 'Member Support', 'zh-CN': '会员客服' },
  { kind: 'job', code: 'finance', 'en-US': 'Finance Reviewer', 'zh-CN': '财务复核' },
  { kind: 'organization', code: 'content-ops', 'en-US': 'Content Operations', 'zh-CN': '内容运营部' },
  { kind: 'organization', code: 'member-service', 'en-US': 'Member Service', 'zh-CN': '会员服务组' },
  { kind: 'organization', code: 'finance', 'en-US': 'Finance', 'zh-CN': '财务部' },
  { kind: 'location', code: 'hangzhou', 'en-US': 'Hangzhou', 'zh-CN': '杭州' },
  { kind: 'location', code: 'chengdu', 'en-US': 'Chengdu', 'zh-CN': '成都' },
  { kind: 'location', code: 'shanghai', 'en-US': 'Shanghai', 'zh-CN': '上海' },
] as const;

/**
 * The demo operators: `name` is the en-US name (operators.name), `names` each language's
 * (operator_names, migration 090, which turned the older one-string names such as '林乔 Lin Qiao' into
 * these); `introduction` and `introductions` the same for the introduction (operator_introductions,
 * migration 092). Two admins (four eyes on large re-issues) and a user (README lists their sign-ins); every profile field of spec §3 is filled. */
export const DEMO_OPERATORS = [
  {
    phone: '13800000001',
    password: 'Admin@123',
    role: 'admin',
    name: 'Lin Qiao',
    names: { 'en-US': 'Lin Qiao', 'zh-CN': '林乔' },
    avatar: avatarDataUrl('LQ', '#165DFF'),
    job: 'operations',
    jobName: 'Head of Operations',
    organization: 'content-ops',
    organizationName: 'Content Operations',
    location: 'Hangzhou',
    locationCode: 'hangzhou',
    locationName: 'Hangzhou',
    email: 'linqiao@opsdeck.dev',
    introduction: 'Runs content and member operations.',
    introductions: {
      'en-US': 'Runs content and member operations.',
      'zh-CN': '负责内容与会员运营，盯紧每一笔福币与 VIP 账目。',
    },
    personalWebsite: 'https://opsdeck.dev/team/linqiao',
    registrationDate: new Date('2021-03-15T01:30:00Z'),
    visibleId: '10000001',
    certification: 1,
  },
  {
    phone: '13800000002',
    password: 'User@1234',
    role: 'user',
    name: 'Zhou Xiao',
    names: { 'en-US': 'Zhou Xiao', 'zh-CN': '周晓' },
    avatar: avatarDataUrl('ZX', '#0FC6C2'),
    job: 'support',
    jobName: 'Member Support',
    organization: 'member-service',
    organizationName: 'Member Service',
    location: 'Chengdu',
    locationCode: 'chengdu',
    locationName: 'Chengdu',
    email: 'zhouxiao@opsdeck.dev',
    introduction: 'Handles member tickets, re-issues and refunds.',
    introductions: {
      'en-US': 'Handles member tickets, re-issues and refunds.',
      'zh-CN': '处理会员工单、补发与退款咨询。',
    },
    personalWebsite: 'https://opsdeck.dev/team/zhouxiao',
    registrationDate: new Date('2023-07-03T02:00:00Z'),
    visibleId: '10000002',
    certification: 0,
  },
  {
    phone: '13800000003',
    password: 'Admin@456',
    role: 'admin',
    name: 'Han Ning',
    names: { 'en-US': 'Han Ning', 'zh-CN': '韩宁' },
    avatar: avatarDataUrl('HN', '#F53F3F'),
    job: 'finance',
    jobName: 'Finance Reviewer',
    organization: 'finance',
    organizationName: 'Finance',
    location: 'Shanghai',
    locationCode: 'shanghai',
    locationName: 'Shanghai',
    email: 'hanning@opsdeck.dev',
    introduction: 'Reviews large re-issues: the second pair of eyes.',
    introductions: {
      'en-US': 'Reviews large re-issues: the second pair of eyes.',
      'zh-CN': '复核大额补发，四眼原则的第二双眼。',
    },
    personalWebsite: 'https://opsdeck.dev/team/hanning',
    registrationDate: new Date('2022-05-09T01:00:00Z'),
    visibleId: '10000003',
    certification: 1,
  },
] as const;
