// Dumps the OpenAPI document the server serves (GET /api/openapi.json) into a temporary folder and
// lints it with Redocly's recommended rules: any error or warning fails.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const dir = mkdtempSync(join(tmpdir(), 'opsdeck-openapi-'));
const file = join(dir, 'openapi.json');
const run = (cmd, args) =>
  spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, REDOCLY_TELEMETRY: 'off' } });
try {
  let result = run('npx', ['tsx', '--conditions=@opsdeck/source', 'server/src/scripts/openapi.ts', file]);
  if (result.status === 0) {
    result = run('npx', ['redocly', 'lint', file, '--format=stylish', '--max-problems=200']);
  }
  process.exitCode = result.status ?? 1;
} finally {
  rmSync(dir, { recursive: true, force: true });
}
