/** Deterministic randomness for the business seed: a fixed seed, one independent stream per member. */

import { mulberry32 } from '../modules/uploads/seed-art/rng.js';

export { mulberry32 };

/** The seed's fixed random seed. */
export const BUSINESS_SEED = 20_261_121;

/** Mixes two integers into a 32-bit seed (so member i's stream does not depend on chunking). */
export function mixSeed(a: number, b: number): number {
  let h = Math.imul(a ^ 0x9e3779b9, 0x85ebca6b) ^ Math.imul(b + 0x632be5ab, 0xc2b2ae35);
  h ^= h >>> 16;
  h = Math.imul(h, 0x7feb352d);
  h ^= h >>> 15;
  return h >>> 0;
}

/** Random helpers over one stream. */
export class Rng {
  readonly next: () => number;
  constructor(seed: number) {
    this.next = mulberry32(seed);
  }
  /** Integer in [min, max]. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }
  /** True with probability p. */
  chance(p: number): boolean {
    return this.next() < p;
  }
  /** One item, uniformly. */
  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.next() * items.length)] as T;
  }
  /** One item, by `weight`. */
  weighted<T extends { weight: number }>(items: readonly T[]): T {
    const total = items.reduce((a, i) => a + i.weight, 0);
    let r = this.next() * total;
    for (const item of items) {
      r -= item.weight;
      if (r < 0) return item;
    }
    return items[items.length - 1] as T;
  }
}
