import type { Db } from '../db/client.js';
import { messages, messageTexts, operatorNames, operators, shops, workNames } from '../db/schema/index.js';
import { hashPassword } from '../modules/auth/password.js';
import { DEMO_OPERATORS, DEMO_WORK_NAMES } from '../modules/demo/operators.js';
import { DEMO_SHOPS, demoMessageTexts, messagesFor } from './core-data.js';
import type { SeedOptions } from './index.js';

/**
 * Seeds the console side: the demo operators (their names per language), their messages (their texts
 * per language), their work names per language, the shops.
 */
export async function seedCore(db: Db, opts: SeedOptions): Promise<void> {
  const now = opts.now ?? new Date();
  for (const { password, names, ...profile } of DEMO_OPERATORS) {
    const [row] = await db
      .insert(operators)
      .values({ ...profile, passwordHash: await hashPassword(password), createdAt: profile.registrationDate })
      .returning({ id: operators.id });
    if (!row) throw new Error(`Could not create operator ${profile.phone}`);
    const operatorId = row.id;
    await db
      .insert(operatorNames)
      .values((['en-US', 'zh-CN'] as const).map((locale) => ({ operatorId, locale, name: names[locale] })));
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
      (['en-US', 'zh-CN'] as const).map((locale) => ({
        kind: w.kind,
        code: w.code,
        locale,
        name: w[locale],
      })),
    ),
  );
  await db.insert(messageTexts).values(demoMessageTexts());
  await db.insert(shops).values(DEMO_SHOPS.map((s) => ({ ...s })));
}
