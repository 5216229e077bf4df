import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { actionEntries, cliCommandLine } from '@opsdeck/shared/catalogue';
import { REISSUE_KINDS } from '@opsdeck/shared/reissue';
import { describe, expect, test } from 'vitest';
import { buildManifest, renderManifest } from './build-manifest.js';
import { ACTION_MANIFEST } from './manifest.js';

describe('action manifest', () => {
  test('the bundle takes the same list as data (what cli/build.mjs puts in place of manifest.ts)', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'opsdeck-manifest-'));
    try {
      const file = join(dir, 'manifest.mjs');
      writeFileSync(file, renderManifest(buildManifest(actionEntries)));
      const bundled = (await import(pathToFileURL(file).href)) as { ACTION_MANIFEST: unknown };
      expect(bundled.ACTION_MANIFEST).toEqual(ACTION_MANIFEST);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  test('holds every catalogue action with CLI words, with flags from its args schema', () => {
    expect(ACTION_MANIFEST.map((a) => a.id)).toEqual(actionEntries.filter((a) => a.cli).map((a) => a.id));
    const coins = ACTION_MANIFEST.find((a) => a.id === 'member.reissueCoins');
    expect(coins?.args).toEqual([
      { name: 'memberId', flag: '--member', type: 'integer', required: true, min: 1, max: 2147483647 },
      { name: 'coins', flag: '--coins', type: 'integer', required: true, min: 1, max: 100000 },
      { name: 'reason', flag: '--reason', type: 'string', required: true, min: 2, max: 200 },
      { name: 'dryRun', flag: '--dry-run', type: 'boolean', required: false },
    ]);
    const publish = ACTION_MANIFEST.find((a) => a.id === 'content.publish');
    expect(publish?.args).toEqual([
      {
        name: 'contentType',
        flag: '--content-type',
        type: 'enum',
        required: true,
        values: ['wallpaper', 'template'],
      },
      expect.objectContaining({ name: 'ids', flag: '--ids', type: 'integer', list: true, min: 1, max: 100 }),
    ]);
  });

  test('the money commands take the amount field the re-issue flow sends', () => {
    for (const kind of Object.values(REISSUE_KINDS)) {
      const spec = ACTION_MANIFEST.find((a) => a.id === kind.actionId);
      expect(spec?.cli).toEqual([kind.noun, 'reissue']);
      expect(spec?.args.map((a) => a.name)).toEqual(['memberId', kind.amount, 'reason', 'dryRun']);
    }
  });

  test('examples are what the palette copies for the same values', () => {
    const publish = actionEntries.find((a) => a.id === 'content.publish');
    expect(publish && cliCommandLine(publish, { contentType: 'wallpaper', ids: '2,3' })).toBe(
      ACTION_MANIFEST.find((a) => a.id === 'content.publish')?.examples[0],
    );
  });
});
