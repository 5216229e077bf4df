import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Command, Option } from 'commander';
import { describe, expect, test } from 'vitest';
import { buildProgram } from '../../program.js';
import { createTestFactory } from '../../testing/test-factory.js';
import { bashScript } from './bash.js';
import { writeCompletion } from './completion.js';
import { fishScript } from './fish.js';
import { allCommands, completionModel } from './model.js';
import { zshScript } from './zsh.js';

function tree(): Command {
  const root = new Command('tool');
  const list = new Command('list').alias('ls').summary('List things');
  const type = new Option('--type <type>', 'a type');
  type.argChoices = ['a', 'b'];
  list
    .addOption(type)
    .option('--file <file>', 'a file')
    .option('--json [fields]', 'json')
    .option('-y, --yes', 'yes');
  const noun = new Command('things').summary("Things' stuff").addCommand(list);
  const get = new Command('get').argument('<key>', 'key');
  const [key] = get.registeredArguments;
  if (key) key.argChoices = ['one', 'two'];
  return root.addCommand(noun).addCommand(get);
}

/** Runs the bash completion for a command line (the last word is being completed). */
function complete(script: string, words: string[]): string[] {
  const dir = mkdtempSync(join(tmpdir(), 'opsdeck-comp-'));
  const file = join(dir, 'c.bash');
  writeFileSync(file, script);
  const quoted = words.map((w) => `'${w}'`).join(' ');
  const run = `source ${file}; COMP_WORDS=(${quoted}); COMP_CWORD=${words.length - 1}; _tool; printf '%s\\n' "\${COMPREPLY[@]}"`;
  const r = spawnSync('bash', ['-c', run], { cwd: dir, encoding: 'utf8' });
  expect(r.stderr).toBe('');
  return r.stdout.split('\n').filter(Boolean);
}

describe('completion model', () => {
  test('walks the tree: paths, aliases, flags with their values, argument values', () => {
    const model = completionModel(tree(), 'help');
    expect(allCommands(model).map((c) => c.path)).toEqual(['', 'things', 'things list', 'get']);
    const list = allCommands(model)[2];
    expect(list?.names).toEqual(['list', 'ls']);
    expect(list?.flags.map((f) => [f.names.join(' '), f.value, f.values.join(','), f.files])).toEqual([
      ['--type', 'required', 'a,b', false],
      ['--file', 'required', '', true],
      ['--json', 'optional', '', false],
      ['-y --yes', 'none', '', false],
      ['-h --help', 'none', '', false],
    ]);
    expect(allCommands(model)[3]?.args).toEqual(['one', 'two']);
  });
});

describe('bash completion', () => {
  const script = bashScript(completionModel(tree(), 'help'), 'tool');

  test.each([
    [
      ['tool', ''],
      ['things', 'get'],
    ],
    [['tool', 'th'], ['things']],
    [
      ['tool', 'things', ''],
      ['list', 'ls'],
    ],
    [
      ['tool', 'things', 'ls', '--'],
      ['--type', '--file', '--json', '--yes', '--help'],
    ],
    [
      ['tool', 'things', 'list', '--type', ''],
      ['a', 'b'],
    ],
    [
      ['tool', 'things', 'list', '--type', 'a', '-'],
      ['--type', '--file', '--json', '-y', '--yes', '-h', '--help'],
    ],
    [
      ['tool', 'get', ''],
      ['one', 'two'],
    ],
  ])('%j → %j', (words, expected) => {
    expect(complete(script, words).sort()).toEqual([...expected].sort());
  });

  test('file flags complete file names', () => {
    expect(complete(script, ['tool', 'things', 'list', '--file', 'c.b'])).toEqual(['c.bash']);
  });
});

describe('opsdeck completion', () => {
  test('bash: loads, registers the function and completes the real tree', async () => {
    const f = createTestFactory();
    const script = await writeCompletion(f, await buildProgram(f), { shell: 'bash', json: false });
    expect(f.io.out()).toBe(script);
    const file = join(mkdtempSync(join(tmpdir(), 'opsdeck-comp-')), 'opsdeck.bash');
    writeFileSync(file, script);
    const r = spawnSync('bash', ['-c', `source ${file} && complete -p opsdeck`], { encoding: 'utf8' });
    expect(r.stdout.trim()).toBe('complete -o default -F _opsdeck opsdeck');
    const words = bashScript(
      completionModel(await buildProgram(f), 'help', { open: ['/member/list'] }),
      'opsdeck',
    );
    expect(words).toContain('"coins reissue|--file") echo "__files"');
    expect(words).toContain('"messages list|--type") echo "message notice todo"');
    expect(words).toContain(
      '"") echo "login logout profile whoami account messages message members member orders order approvals approval jobs job monitor stats coins vip',
    );
  });

  test('zsh and fish: every command, flag and value, with descriptions', async () => {
    const f = createTestFactory();
    const model = completionModel(await buildProgram(f), 'show help');
    const zsh = zshScript(model, 'opsdeck');
    expect(zsh.startsWith('#compdef opsdeck\n')).toBe(true);
    expect(zsh).toContain('compdef _opsdeck opsdeck');
    expect(zsh).toContain('"coins:Re-issue coins to members"');
    expect(zsh).toContain('"--concurrency:rows sent at once: 1 to 32 (default 4)"');
    const fish = fishScript(model, 'opsdeck');
    expect(fish).toContain("complete -c opsdeck -n '__opsdeck_at \\'coins\\'' -a 'reissue'");
    expect(fish).toContain("-l type -x -a 'message notice todo'");
    expect(fish).toContain('-l file -r -F');
    const json = createTestFactory();
    await writeCompletion(json, await buildProgram(json), {
      shell: 'fish',
      json: true,
      jsonFields: ['shell'],
    });
    expect(JSON.parse(json.io.out())).toEqual({ shell: 'fish' });
  });

  test.runIf(spawnSync('zsh', ['--version']).status === 0)('zsh parses the script', async () => {
    const f = createTestFactory();
    const script = await writeCompletion(f, await buildProgram(f), { shell: 'zsh', json: false });
    expect(spawnSync('zsh', ['-n'], { input: script }).status).toBe(0);
  });

  test.runIf(spawnSync('fish', ['--version']).status === 0)('fish parses the script', async () => {
    const f = createTestFactory();
    const script = await writeCompletion(f, await buildProgram(f), { shell: 'fish', json: false });
    expect(spawnSync('fish', ['-n'], { input: script }).status).toBe(0);
  });
});
