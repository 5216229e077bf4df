import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import {
  auditLog,
  certificationRecords,
  certificationRecordTexts,
  collections,
  operatorCertifications,
  operatorSecurity,
  operatorSettingTexts,
  operators,
  topics,
} from '../db/schema/index.js';
import { hashPassword } from '../modules/auth/password.js';
import type { SeedOptions } from './index.js';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/**
 * The user-setting fields, security settings and certification of each demo operator. The area,
 * the address and the security question have a text per language (migration 095); their columns
 * hold the en-US one.
 */
const ACCOUNT_DATA = {
  '13800000001': {
    profile: {
      nickname: 'Qiao',
      countryRegion: 'china',
      area: { 'en-US': 'Xihu District, Hangzhou, Zhejiang', 'zh-CN': '浙江省 杭州市 西湖区' },
      address: { 'en-US': '8F, 90 Wensan Road', 'zh-CN': '文三路 90 号 8 楼' },
    },
    security: {
      question: { 'en-US': 'What was the brand of your first computer?', 'zh-CN': '第一台电脑的品牌？' },
      answer: 'lenovo',
      phone: '13900001111',
      email: 'security@opsdeck.dev',
    },
    certification: {
      accountType: 'enterprise',
      status: 'verified' as const,
      legalPerson: '林*',
      certificateType: 'ID card',
      authenticationNumber: '3301**********0012',
      enterpriseName: '杭州拾光内容科技有限公司',
      enterpriseCertificateType: 'Business licence',
      organizationCode: '91330106MA2*****7X',
    },
    records: [
      {
        content: {
          'en-US': 'Business licence certification: 杭州拾光内容科技有限公司',
          'zh-CN': '企业证照认证：杭州拾光内容科技有限公司',
        },
        status: 'pass' as const,
        ago: 420 * DAY,
      },
      {
        content: { 'en-US': 'Legal representative change: 林*', 'zh-CN': '法定代表人变更：林*' },
        status: 'auditing' as const,
        ago: 2 * DAY,
      },
    ],
  },
  '13800000002': {
    profile: {
      nickname: 'Xiao',
      countryRegion: 'china',
      area: { 'en-US': 'High-tech Zone, Chengdu, Sichuan', 'zh-CN': '四川省 成都市 高新区' },
      address: { 'en-US': '1700 Tianfu Avenue', 'zh-CN': '天府大道 1700 号' },
    },
    security: { question: null, answer: null, phone: '13900002222', email: null },
    certification: null,
    records: [
      {
        content: { 'en-US': 'Personal identity certification: 周*', 'zh-CN': '个人实名认证：周*' },
        status: 'auditing' as const,
        ago: 5 * DAY,
      },
    ],
  },
  // the second admin (four eyes on large re-issues), when the seed holds that operator
  '13800000003': {
    profile: {
      nickname: 'Ning',
      countryRegion: 'china',
      area: { 'en-US': 'Pudong New Area, Shanghai', 'zh-CN': '上海市 浦东新区' },
      address: { 'en-US': '21F, 100 Century Avenue', 'zh-CN': '世纪大道 100 号 21 楼' },
    },
    security: { question: null, answer: null, phone: '13900003333', email: 'hanning.sec@opsdeck.dev' },
    certification: null,
    records: [
      {
        content: { 'en-US': 'Personal identity certification: 韩*', 'zh-CN': '个人实名认证：韩*' },
        status: 'pass' as const,
        ago: 300 * DAY,
      },
    ],
  },
} as const;

/**
 * The demo operators' curation trail: [operator phone, kind, nth row of that kind, days ago, verb].
 * Operators the seed does not hold are skipped.
 */
const CURATION: ReadonlyArray<[string, 'collection' | 'topic', number, number, string]> = [
  ['13800000001', 'collection', 0, 12, 'update'],
  ['13800000002', 'collection', 0, 3, 'update'],
  ['13800000001', 'collection', 1, 9, 'status'],
  ['13800000001', 'collection', 2, 1, 'update'],
  ['13800000002', 'collection', 2, 0.2, 'update'],
  ['13800000002', 'collection', 3, 6, 'update'],
  ['13800000001', 'topic', 0, 20, 'update'],
  ['13800000002', 'topic', 0, 4, 'status'],
  ['13800000001', 'topic', 1, 2, 'update'],
  ['13800000002', 'topic', 2, 8, 'update'],
  ['13800000002', 'topic', 1, 0.1, 'update'],
  ['13800000003', 'collection', 1, 5, 'update'],
  ['13800000003', 'topic', 2, 1.5, 'status'],
  ['13800000003', 'collection', 3, 0.5, 'update'],
];

/**
 * Seeds the user centre: the setting fields (nickname, country/region, area, address), security
 * settings, enterprise certification and its records, and the audit trail of the demo operators'
 * collection and topic curation (the info tabs read it).
 */
export async function seedAccount(db: Db, opts: SeedOptions): Promise<void> {
  const now = opts.now ?? new Date();
  const ops = await db
    .select({ id: operators.id, phone: operators.phone })
    .from(operators)
    .where(inArray(operators.phone, Object.keys(ACCOUNT_DATA)))
    .orderBy(operators.id);
  for (const op of ops) {
    const data = ACCOUNT_DATA[op.phone as keyof typeof ACCOUNT_DATA];
    const { area, address, ...profile } = data.profile;
    await db
      .update(operators)
      .set({ ...profile, area: area['en-US'], address: address['en-US'] })
      .where(eq(operators.id, op.id));
    const { answer, question, ...security } = data.security;
    const texts = { area, address, ...(question ? { question } : {}) };
    await db.insert(operatorSettingTexts).values(
      Object.entries(texts).flatMap(([field, text]) =>
        (['en-US', 'zh-CN'] as const).map((locale) => ({
          operatorId: op.id,
          field: field as keyof typeof texts,
          locale,
          text: text[locale],
        })),
      ),
    );
    await db.insert(operatorSecurity).values({
      operatorId: op.id,
      ...security,
      question: question?.['en-US'] ?? null,
      answerHash: answer ? await hashPassword(answer) : null,
      updatedAt: new Date(now.getTime() - 30 * DAY),
    });
    if (data.certification) {
      await db.insert(operatorCertifications).values({
        operatorId: op.id,
        ...data.certification,
        certifiedAt: new Date(now.getTime() - 400 * DAY),
      });
    }
    const recordRows = await db
      .insert(certificationRecords)
      .values(
        data.records.map((r) => ({
          operatorId: op.id,
          certificationType: 'enterprise',
          // the en-US content; each language's in certification_record_texts (migration 094)
          certificationContent: r.content['en-US'],
          status: r.status,
          createdAt: new Date(now.getTime() - r.ago),
        })),
      )
      .returning({ id: certificationRecords.id });
    await db.insert(certificationRecordTexts).values(
      recordRows.flatMap((row, i) =>
        (['en-US', 'zh-CN'] as const).map((locale) => ({
          recordId: row.id,
          locale,
          content: data.records[i]!.content[locale],
        })),
      ),
    );
  }
  const collectionIds = (
    await db.select({ id: collections.id }).from(collections).orderBy(collections.id)
  ).map((r) => r.id);
  const topicIds = (await db.select({ id: topics.id }).from(topics).orderBy(topics.id)).map((r) => r.id);
  const curators = await db
    .select({ id: operators.id, phone: operators.phone })
    .from(operators)
    .where(inArray(operators.phone, [...new Set(CURATION.map(([phone]) => phone))]));
  const rows = CURATION.flatMap(([phone, kind, nth, daysAgo, verb]) => {
    const operator = curators.find((c) => c.phone === phone);
    const id = (kind === 'collection' ? collectionIds : topicIds)[nth];
    if (!operator || id === undefined) return [];
    return [
      {
        operatorId: operator.id,
        action: `${kind}.${verb}`,
        targetType: kind,
        targetId: String(id),
        payload: { seeded: true },
        ip: '127.0.0.1',
        createdAt: new Date(now.getTime() - daysAgo * DAY),
      },
    ];
  });
  if (rows.length > 0) await db.insert(auditLog).values(rows);
}
