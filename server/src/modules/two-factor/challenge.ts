import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { loginChallenges, operators } from '../../db/schema/index.js';

/** How long a sign-in challenge waits for its code. */
export const CHALLENGE_TTL_SECONDS = 300;

const hashOf = (challenge: string) => createHash('sha256').update(challenge).digest('hex');

/**
 * Opens a challenge for an operator whose password was right and who has TOTP on: 32 random bytes
 * (base64url), only the hash stored, valid for CHALLENGE_TTL_SECONDS. `attemptId` is the password's
 * reserved sign-in attempt, still a failure until the code is right.
 */
export async function openChallenge(
  db: Db,
  opts: { operatorId: number; attemptId: number; userAgent: string; now?: Date },
): Promise<{ challenge: string; expiresIn: number }> {
  const now = opts.now ?? new Date();
  const challenge = randomBytes(32).toString('base64url');
  await db.insert(loginChallenges).values({
    challengeHash: hashOf(challenge),
    operatorId: opts.operatorId,
    attemptId: opts.attemptId,
    userAgent: opts.userAgent.slice(0, 512),
    createdAt: now,
    expiresAt: new Date(now.getTime() + CHALLENGE_TTL_SECONDS * 1000),
  });
  return { challenge, expiresIn: CHALLENGE_TTL_SECONDS };
}

/** An open challenge: its operator and the password attempt; null when unknown, used or expired. */
export async function findChallenge(db: Db, challenge: string, now: Date = new Date()) {
  const [row] = await db
    .select({
      operatorId: loginChallenges.operatorId,
      attemptId: loginChallenges.attemptId,
      userAgent: loginChallenges.userAgent,
      phone: operators.phone,
      status: operators.status,
    })
    .from(loginChallenges)
    .innerJoin(operators, eq(operators.id, loginChallenges.operatorId))
    .where(
      and(
        eq(loginChallenges.challengeHash, hashOf(challenge)),
        isNull(loginChallenges.usedAt),
        gt(loginChallenges.expiresAt, now),
      ),
    );
  return row ?? null;
}

/** Uses a challenge up (conditional update: of two parallel uses, one wins); true when this call did. */
export async function closeChallenge(db: Db, challenge: string, now: Date = new Date()): Promise<boolean> {
  const rows = await db
    .update(loginChallenges)
    .set({ usedAt: now })
    .where(and(eq(loginChallenges.challengeHash, hashOf(challenge)), isNull(loginChallenges.usedAt)))
    .returning({ at: loginChallenges.usedAt });
  return rows.length === 1;
}
