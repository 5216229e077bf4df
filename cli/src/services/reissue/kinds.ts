/**
 * The two re-issues the CLI runs: which catalogue action (args schema + API call) and which flag
 * carries the amount. Plain data, so command definitions load it without zod; the action itself is
 * loaded from the shared catalogue when a command runs (services/reissue/action.ts).
 */
export interface ReissueKind {
  /** The CLI noun: `opsdeck coins reissue`, `opsdeck vip reissue`. */
  noun: 'coins' | 'vip';
  /** The shared catalogue action this command runs (its `cli` is [noun, 'reissue']). */
  actionId: 'member.reissueCoins' | 'member.reissueVip';
  /** The args field and flag of the amount: `--coins N` or `--days N`. */
  amount: 'coins' | 'days';
}

export const REISSUE_KINDS = {
  coins: { noun: 'coins', actionId: 'member.reissueCoins', amount: 'coins' },
  vip: { noun: 'vip', actionId: 'member.reissueVip', amount: 'days' },
} as const satisfies Record<string, ReissueKind>;
