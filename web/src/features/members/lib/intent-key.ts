import { newIdempotencyKey } from '@opsdeck/shared/api';

/**
 * Idempotency keys of re-issue intents (docs/domain.md money rules). An intent is what the operator asked
 * for: the kind, the member, the amount and the (trimmed) reason. Each intent gets ONE key, kept for
 * every retry of it (a double click, a retry after a network error, closing and reopening the
 * confirmation, even changing the inputs and changing them back), so the server replays the first
 * result instead of issuing twice. Changed inputs are another intent with another key; after a
 * success the intent's key is dropped, so issuing the same thing again is a new, deliberate re-issue.
 */
export interface IntentKeys {
  /** The key of this intent: the one it already has, else a new one. */
  keyFor(intent: string): string;
  /** The intent succeeded: forget its key (the next identical intent is a new re-issue). */
  settle(intent: string): void;
  /** The key an intent holds now, if any (for display and tests). */
  peek(intent: string): string | undefined;
}

/** Creates the key holder of one re-issue screen. `generate` is injectable for tests. */
export function createIntentKeys(generate: () => string = newIdempotencyKey): IntentKeys {
  const keys = new Map<string, string>();
  return {
    keyFor(intent) {
      let key = keys.get(intent);
      if (key === undefined) {
        key = generate();
        keys.set(intent, key);
      }
      return key;
    },
    settle(intent) {
      keys.delete(intent);
    },
    peek(intent) {
      return keys.get(intent);
    },
  };
}

/** The intent of a re-issue body: what the server's replay check compares (dryRun left out). */
export function intentOf(
  kind: 'coins' | 'vip',
  body: { memberId: number; amount: number; reason: string },
): string {
  return JSON.stringify([kind, body.memberId, body.amount, body.reason.trim()]);
}
