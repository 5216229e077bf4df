import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { vi } from 'vitest';
import { createInterrupts } from '../io/interrupts.js';
import type { BatchDeps, BatchOptions } from '../services/batch/run.js';
import { DEFAULT_RETRY } from '../services/shared/attempts.js';
import { batchServer } from './batch-server.js';
import { createFakeIO, type FakeIO } from './fake-io.js';
import { stubAdapter } from './stub-api.js';
import { createTestFactory } from './test-factory.js';

// The setup of the batch service tests: a temp dir for files, the stand-in server, a fake clock.

export const dir = mkdtempSync(join(tmpdir(), 'opsdeck-batch-'));
let files = 0;
export const file = (text: string, ext = 'csv') => {
  const path = join(dir, `b${++files}.${ext}`);
  writeFileSync(path, text);
  return path;
};
/** A CSV with one row per member 1..n (member IDs 20000001…), `amount` coins each. */
export const csv = (n: number, amount = 5) =>
  `member,coins,reason\n${Array.from({ length: n }, (_, i) => `${20_000_001 + i},${amount},batch test`).join('\n')}\n`;

export function setup(opts: { members?: number; io?: FakeIO; banned?: number[]; answer?: boolean } = {}) {
  const server = batchServer(opts.members ?? 10, { banned: opts.banned });
  const io = opts.io ?? createFakeIO();
  const interrupts = createInterrupts(() => {
    throw new Error('quit');
  });
  const f = createTestFactory({ io, adapter: stubAdapter(server.routes, server.calls), token: 't' });
  const ctx = { ...f.context(), onInterrupt: interrupts.onInterrupt };
  let now = 0;
  const deps: BatchDeps = {
    confirm: vi.fn(async () => opts.answer ?? false),
    now: () => now,
    sleep: async (ms) => {
      now += ms;
    },
    retry: DEFAULT_RETRY,
    random: () => 0,
  };
  return { server, io, ctx, deps, interrupts };
}

export const options = (path: string, over: Partial<BatchOptions> = {}): BatchOptions => ({
  file: path,
  json: false,
  dryRun: false,
  yes: true,
  concurrency: 4,
  ...over,
});
