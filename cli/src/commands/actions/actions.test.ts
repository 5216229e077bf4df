import { actionEntries, cliCommandLine } from '@opsdeck/shared/catalogue';
import { UsageError } from '@opsdeck/shared/errors';
import { describe, expect, test, vi } from 'vitest';
import { ACTION_MANIFEST } from '../../actions/manifest.js';
import type { ActionSpec } from '../../actions/spec.js';
import { runAction } from '../../services/actions/run.js';
import { createFakeIO } from '../../testing/fake-io.js';
import { ok, type StubCall, stubAdapter } from '../../testing/stub-api.js';
import { createTestFactory } from '../../testing/test-factory.js';
import type { renderConfirm } from '../../ui/render.js';
import { type ActionCommandOptions, defineActionCommand } from './define.js';

/** Splits a POSIX shell line into words (single quotes and `'\''` as shellQuote writes them). */
function words(line: string): string[] {
  const out: string[] = [];
  let word = '';
  let quoted = false;
  let has = false;
  for (let i = 0; i < line.length; i++) {
    const c = line[i];
    if (quoted) {
      if (c === "'") quoted = false;
      else word += c;
    } else if (c === "'") {
      quoted = true;
      has = true;
    } else if (c === '\\') {
      word += line[++i] ?? '';
      has = true;
    } else if (c === ' ') {
      if (has || word) out.push(word);
      word = '';
      has = false;
    } else word += c;
  }
  if (has || word) out.push(word);
  return out;
}

const generic = ACTION_MANIFEST.filter((a) => a.risk !== 'money' && a.args.length > 0);
const spec = (id: string) => ACTION_MANIFEST.find((a) => a.id === id) as ActionSpec;

/** Parses a command line of an action through its command and returns the options it built. */
async function parse(s: ActionSpec, line: string): Promise<ActionCommandOptions> {
  let seen: ActionCommandOptions | undefined;
  const cmd = defineActionCommand(createTestFactory(), s, async (opts) => {
    seen = opts;
  });
  cmd.exitOverride().configureOutput({ writeErr: () => {}, writeOut: () => {} });
  const argv = words(line).slice(1 + s.cli.length);
  await cmd.parseAsync(argv, { from: 'user' });
  if (!seen) throw new Error('not run');
  return seen;
}

describe('catalogue action commands', () => {
  test.each(generic.flatMap((s) => s.examples.map((line) => [s.id, line] as const)))(
    '%s: the help example parses into args the action schema accepts: %s',
    async (id, line) => {
      const opts = await parse(spec(id), line);
      const entry = actionEntries.find((a) => a.id === id);
      expect(entry?.args?.safeParse(opts.args).success).toBe(true);
    },
  );

  test('the line the palette copies runs the same args here', async () => {
    const entry = actionEntries.find((a) => a.id === 'content.unpublish');
    const line = entry && cliCommandLine(entry, { contentType: 'template', ids: '4,5' });
    expect(line).toBe('opsdeck content unpublish --content-type template --ids 4,5');
    expect((await parse(spec('content.unpublish'), line ?? '')).args).toEqual({
      contentType: 'template',
      ids: [4, 5],
    });
    const repeated = await parse(
      spec('content.publish'),
      'opsdeck content publish --content-type wallpaper --ids 1 --ids 2,3',
    );
    expect(repeated.args).toEqual({ contentType: 'wallpaper', ids: [1, 2, 3] });
  });

  test.each([
    ['opsdeck content publish --content-type wallpaper', '--ids is required'],
    [
      'opsdeck content publish --content-type movie --ids x',
      '--content-type must be one of: wallpaper, template',
    ],
    ['opsdeck templates create --name a --category 1 --layout {nope', '--layout must be JSON'],
  ])('bad flags are a usage error naming the flag: %s', async (line, message) => {
    const id = ACTION_MANIFEST.find((a) => line.startsWith(`opsdeck ${a.cli.join(' ')} `))?.id ?? '';
    const error = await parse(spec(id), line).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UsageError);
    expect((error as Error).message).toContain(message);
  });

  test('an action to confirm: refused without --yes off a terminal; with --yes it runs the catalogue call', async () => {
    const calls: StubCall[] = [];
    const adapter = stubAdapter({ 'POST /admin/wallpapers/bulk-status': () => ok({ updated: 2 }) }, calls);
    const f = createTestFactory({ adapter, token: 't' });
    const opts = { json: false, args: { contentType: 'wallpaper', ids: [1, 2] }, yes: false };
    await expect(runAction(f.context(), spec('content.publish'), opts)).rejects.toThrow(/pass --yes/);
    expect(calls).toEqual([]);
    await runAction(f.context(), spec('content.publish'), { ...opts, yes: true, json: true });
    expect(calls[0]).toMatchObject({
      method: 'POST',
      url: '/admin/wallpapers/bulk-status',
      body: { ids: [1, 2], status: 'online' },
    });
    expect(JSON.parse(f.io.out())).toEqual({ updated: 2 });
  });

  test('on a terminal it asks first; no means nothing is sent', async () => {
    const calls: StubCall[] = [];
    const io = createFakeIO({ stdinTTY: true, stderrTTY: true, noColor: true });
    const f = createTestFactory({ io, adapter: stubAdapter({}, calls), token: 't' });
    const confirm = vi.fn<typeof renderConfirm>(async () => false);
    const opts = { json: false, args: { contentType: 'template', ids: [7] }, yes: false };
    await expect(runAction(f.context(), spec('content.unpublish'), opts, { confirm })).rejects.toThrow(
      'Cancelled',
    );
    expect(confirm.mock.calls[0]?.[0].items).toEqual([
      { label: '--content-type', value: 'template' },
      { label: '--ids', value: '[7]' },
    ]);
    expect(calls).toEqual([]);
  });
});
