import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { assertCliBuilt, CLI } from '../helpers/cli.js';
import { ROOT, type RunningServer, startServer } from '../helpers/start-server.js';

/** The CLI examples of the README: the lines of the first bash block under "## The CLI". */
function readmeCliExamples(): string[] {
  const readme = readFileSync(join(ROOT, 'README.md'), 'utf8');
  const section = readme.slice(readme.indexOf('\n## The CLI\n'));
  const block = /```bash\n([\s\S]*?)```/.exec(section)?.[1] ?? '';
  return block.split('\n').filter((line) => line.trim() !== '');
}

/** Examples that ask on a terminal: a test has none to type into. */
const onTerminal = (line: string) => /#.*\b(asks )?on a terminal\b/.test(line);

const NEW_PASSWORD = 'Readme@2026x';

interface Run {
  code: number | null;
  output: string;
}

/** Runs one README line with sh, `npx opsdeck` being the built CLI, in the reader's shoes. */
function runLine(line: string, cwd: string, env: NodeJS.ProcessEnv): Promise<Run> {
  const command = line.replaceAll('npx opsdeck', `node ${JSON.stringify(CLI)}`);
  return new Promise((resolve, reject) => {
    const child = spawn('sh', ['-c', command], { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (d) => {
      output += d;
    });
    child.stderr.on('data', (d) => {
      output += d;
    });
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, output }));
  });
}

describe('README: the CLI examples work on a fresh demo seed', () => {
  let server: RunningServer;
  let dir: string;

  beforeAll(async () => {
    assertCliBuilt();
    server = await startServer();
    dir = mkdtempSync(join(tmpdir(), 'opsdeck-readme-'));
  });
  afterAll(async () => {
    await server?.stop();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  test('every example exits 0, in the order the README gives them', { timeout: 240_000 }, async () => {
    const lines = readmeCliExamples();
    expect(lines.length).toBeGreaterThan(15);
    expect(lines.filter(onTerminal)).toHaveLength(2);
    const env: NodeJS.ProcessEnv = { ...process.env };
    for (const key of ['OPSDECK_TOKEN', 'OPSDECK_LANG', 'LC_ALL', 'LANG']) delete env[key];
    Object.assign(env, {
      HOME: dir,
      XDG_CONFIG_HOME: join(dir, 'config'),
      OPSDECK_SERVER: server.apiUrl,
      NO_COLOR: '1',
      OLD: 'Admin@123',
      NEW: NEW_PASSWORD,
    });
    for (const line of lines.filter((l) => !onTerminal(l))) {
      const run = await runLine(line, dir, env);
      expect(run.code, `${line}\n${run.output}`).toBe(0);
    }
    // the batch's results file is where the example said, one finished row
    const results = readFileSync(join(dir, 'results.ndjson'), 'utf8').trim().split('\n');
    expect(results).toHaveLength(1);
  });
});
