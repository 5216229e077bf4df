import type { Db } from '../db/client.js';
import {
  messages,
  messageTexts,
  operatorIntroductions,
  operatorNames,
  operators,
  shopNames,
  shops,
  workNames,
} from '../db/schema/index.js';
import { hashPassword } from '../modules/auth/password.js';
import { DEMO_OPERATORS, DEMO_WORK_NAMES } from '../modules/demo/operators.js';
import { DEMO_SHOPS, demoMessageTexts, messagesFor } from './core-data.js';
import type { SeedOptions } from './index.js';

/**
 * Seeds the console side: the demo operators (their names and introductions per language), their
 * messages (their texts per language), their work names per language, the shops (their names per
 * language).
 */
export async function seedCore(db: Db, opts: SeedOptions): Promise<void> {
  const now = opts.now ?? new Date();
  const LOCALES = ['en-US', 'zh-CN'] as const;
  for (const { password, names, introductions, ...profile } of DEMO_OPERATORS) {
    const [row] = await db
      .insert(operators)
      .values({ ...profile, passwordHash: await hashPassword(password), createdAt: profile.registrationDate })
      .returning({ id: operators.id });
    if (!row) throw new Error(`Could not create operator ${profile.phone}`);
    const operatorId = row.id;
    await db
      .insert(operatorNames)
      .values(LOCALES.map((locale) => ({ operatorId, locale, name: names[locale] })));
    await db
      .insert(operatorIntroductions)
      .values(LOCALES.map((locale) => ({ operatorId, locale, introduction: introductions[locale] })));
    const list = messagesFor(profile.role)
      // oldest first, so ids grow with time
      .sort((a, b) => b.ago - a.ago)
      .map((m) => ({
        operatorId: row.id,
        type: m.type,
        title: m.title,
        subTitle: m.subTitle,
        avatar: m.avatar,
        content: m.content,
        textCode: m.code,
        messageType: m.messageType,
        status: m.read ? 1 : 0,
        createdAt: new Date(now.getTime() - m.ago * 60_000),
      }));
    await db.insert(messages).values(list);
  }
  await db.insert(workNames).values(
    DEMO_WORK_NAMES.flatMap((w) =>
      LOCALES.map((locale) => ({
        kind: w.kind,
        code: w.code,
        locale,
        name: w[locale],
      })),
    ),
  );
  await db.insert(messageTexts).values(demoMessageTexts());
  const shopRows = await db
    .insert(shops)
    .values(DEMO_SHOPS.map(({ names: _names, ...s }) => s))
    .returning({ id: shops.id, code: shops.code });
  await db.insert(shopNames).values(
    DEMO_SHOPS.flatMap((s) => {
      const shopId = shopRows.find((r) => r.code === s.code)?.id;
      if (shopId === undefined) throw new Error(`Could not create shop ${s.code}`);
      return LOCALES.map((locale) => ({ shopId, locale, name: s.names[locale] }));
    }),
  );
}
