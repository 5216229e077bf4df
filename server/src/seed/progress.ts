import { DEMO_MEMBERS, DEMO_ORDERS, seedBusiness } from './business.js';
import { seedContent } from './content.js';
import { seedCore } from './core.js';
import type { SeedOptions } from './index.js';

const count = (n: number) => n.toLocaleString('en-US');

/** What a seeder does, in a progress line ("2,000 members and 20,000 orders"). */
export function seedStep(seeder: { name: string }, opts: SeedOptions): string {
  if (seeder === seedCore) return 'operators, roles and settings';
  if (seeder === seedBusiness) {
    return `${count(opts.members ?? DEMO_MEMBERS)} members and ${count(opts.orders ?? DEMO_ORDERS)} orders`;
  }
  if (seeder === seedContent) return 'wallpapers, templates and their images';
  // seedApprovals → "approvals", seedDemoMarker → "demo marker"
  return seeder.name
    .replace(/^seed/, '')
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .toLowerCase();
}

/** The business seed's per-batch callback, turned into progress lines (one per 25 % or so). */
export function businessProgress(opts: SeedOptions): { onProgress?: (done: number, total: number) => void } {
  const onStep = opts.onStep;
  if (!onStep) return {};
  let shown = 0;
  return {
    onProgress: (done, total) => {
      if (done < total && done - shown < total / 4) return;
      shown = done;
      onStep(`Seeding demo data: members ${count(done)} / ${count(total)} …`);
    },
  };
}
