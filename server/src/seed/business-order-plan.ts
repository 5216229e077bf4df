import { BUSINESS_OFFSET_MS } from '@opsdeck/shared/schemas';
import { businessDay, DAY_MS } from '../db/business-day.js';
import { formatOrderNo } from '../modules/orders/order-no.js';
import type { SeedOrder } from './business-orders.js';

type Kind = SeedOrder['kind'];
const KINDS: readonly Kind[] = ['vip', 'iap', 'pay', 'exchange', 'patch'];
const KIND_INDEX = new Map(KINDS.map((k, i) => [k, i]));

/** What the plan needs of one drafted order. */
export interface PlannedOrder {
  kind: Kind;
  createdAt: number;
}

/**
 * The ids and numbers of every seeded order, given before any member's timeline runs, so that both
 * follow the orders' times as on the live path: across all members the n-th order placed gets id n,
 * and within a kind and business day (UTC+8) a later order gets the next number
 * (PAT20261121000123 before …000124). Each member's orders are drafted twice from the member's own
 * random stream (once here for their times, once by the timeline), so nothing is renumbered after
 * the re-issues' idempotency keys and audit payloads have been written from the numbers.
 */
export class OrderPlan {
  /** Index of member i's first order in `ids` and `seqs`; its k-th order (by time) is at first[i] + k. */
  private readonly first: Int32Array;
  private readonly ids: Int32Array;
  private readonly seqs: Int32Array;
  private readonly times: Float64Array;
  private readonly kinds: Uint8Array;
  /** The highest number of each kind and business day, for order_sequences. */
  readonly last = new Map<string, number>();
  /** How many orders the plan holds (ids 1..size). */
  readonly size: number;

  /**
   * `drafts(i)` is member i's orders in the member's time order (`counts[i]` of them); it is called
   * once per member, in member order.
   */
  constructor(counts: Int32Array, drafts: (i: number) => readonly PlannedOrder[]) {
    this.first = new Int32Array(counts.length + 1);
    for (let i = 0; i < counts.length; i++) this.first[i + 1] = (this.first[i] ?? 0) + (counts[i] ?? 0);
    const size = this.first[counts.length] ?? 0;
    this.size = size;
    const times = new Float64Array(size);
    const kinds = new Uint8Array(size);
    this.times = times;
    this.kinds = kinds;
    for (let i = 0; i < counts.length; i++) {
      const list = drafts(i);
      if (list.length !== counts[i])
        throw new Error(`member ${i + 1}: ${list.length} orders drafted, not ${counts[i]}`);
      const at = this.first[i] ?? 0;
      list.forEach((d, k) => {
        times[at + k] = d.createdAt;
        kinds[at + k] = KIND_INDEX.get(d.kind) ?? 0;
      });
    }
    // by time; orders at the same millisecond keep member order
    const byTime = new Uint32Array(size).map((_, j) => j);
    byTime.sort((a, b) => (times[a] ?? 0) - (times[b] ?? 0) || a - b);
    this.ids = new Int32Array(size);
    this.seqs = new Int32Array(size);
    const lastByKey = new Map<number, number>();
    byTime.forEach((j, rank) => {
      this.ids[j] = rank + 1;
      const day = Math.floor(((times[j] ?? 0) + BUSINESS_OFFSET_MS) / DAY_MS);
      const key = day * KINDS.length + (kinds[j] ?? 0);
      const seq = (lastByKey.get(key) ?? 0) + 1;
      lastByKey.set(key, seq);
      this.seqs[j] = seq;
    });
    for (const [key, seq] of lastByKey) {
      const day = new Date(Math.floor(key / KINDS.length) * DAY_MS).toISOString().slice(0, 10);
      this.last.set(`${KINDS[key % KINDS.length]}|${day}`, seq);
    }
  }

  /** The id and number of member i's k-th order (by time), drafted as `d`. */
  of(i: number, k: number, d: PlannedOrder): { id: number; orderNo: string } {
    const j = (this.first[i] ?? 0) + k;
    const id = this.ids[j];
    const seq = this.seqs[j];
    // the timeline drafts from the same random stream as the plan did: anything else is a bug
    const same = this.times[j] === d.createdAt && KINDS[this.kinds[j] ?? 0] === d.kind;
    if (id === undefined || seq === undefined || j >= (this.first[i + 1] ?? 0) || !same)
      throw new Error(`member ${i + 1}: order ${k + 1} is not the one planned`);
    return { id, orderNo: formatOrderNo(d.kind, businessDay(new Date(d.createdAt)), seq) };
  }
}
