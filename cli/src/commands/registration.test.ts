import { readdirSync } from 'node:fs';
import { actionEntries } from '@opsdeck/shared/catalogue';
import type { Command } from 'commander';
import { describe, expect, test } from 'vitest';
import { buildProgram } from '../program.js';
import { createTestFactory } from '../testing/test-factory.js';

/** Folders of cli/src/commands that define no command of their own. */
const NOT_NOUNS = new Set(['shared', 'actions']);
const dir = new URL('./', import.meta.url);

/** Every command a `define…Command` export in cli/src/commands/<folder>/ builds, with its folder. */
async function definedCommands(): Promise<{ folder: string; file: string; command: Command }[]> {
  const f = createTestFactory();
  const found: { folder: string; file: string; command: Command }[] = [];
  for (const folder of readdirSync(dir, { withFileTypes: true })) {
    if (!folder.isDirectory() || NOT_NOUNS.has(folder.name)) continue;
    for (const file of readdirSync(new URL(`${folder.name}/`, dir))) {
      if (!file.endsWith('.ts') || file.endsWith('.test.ts')) continue;
      const mod = (await import(new URL(`${folder.name}/${file}`, dir).href)) as Record<string, unknown>;
      for (const [name, value] of Object.entries(mod)) {
        if (!/^define\w+Command$/.test(name) || typeof value !== 'function') continue;
        found.push({ folder: folder.name, file, command: (value as (f: unknown) => Command)(f) });
      }
    }
  }
  return found;
}

/** The command at `path` (`['coins', 'reissue']`) in the program, if reachable. */
function find(root: Command, path: readonly string[]): Command | undefined {
  let at: Command | undefined = root;
  for (const word of path) at = at?.commands.find((c) => c.name() === word || c.aliases().includes(word));
  return at;
}

describe('every command is registered in the program', () => {
  test('each command defined under cli/src/commands is reachable from program.ts', async () => {
    const program = await buildProgram(createTestFactory());
    const defined = await definedCommands();
    expect(defined.length).toBeGreaterThan(10);
    const unreachable = defined
      .filter(({ folder, command }) => {
        const name = command.name();
        return !find(program, [name]) && !find(program, [folder, name]);
      })
      .map(({ folder, file, command }) => `${folder}/${file}: ${command.name()}`);
    expect(unreachable, 'add the command to topLevel() in cli/src/program.ts').toEqual([]);
  });

  test('each catalogue action with CLI words runs from those words', async () => {
    const program = await buildProgram(createTestFactory());
    const missing = actionEntries
      .filter((a) => a.cli && !find(program, a.cli))
      .map((a) => `${a.id}: opsdeck ${a.cli?.join(' ')}`);
    expect(missing).toEqual([]);
  });

  test('every catalogue action that calls the API has a CLI command', () => {
    const missing = actionEntries.filter((a) => a.run && !a.cli).map((a) => a.id);
    expect(missing).toEqual([]);
  });
});
