// Regenerates what the CLI derives from the shared catalogue (npm run docs:cli):
//   cli/src/actions/manifest.ts  the catalogue actions' commands and flags, without zod at run time
//   docs/cli.md                  every command's help, the exit codes and the console routes
// Tests fail when either no longer matches (cli/src/actions/manifest.test.ts, cli/src/docs/docs.test.ts).
import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { actionEntries } from '@opsdeck/shared/catalogue';
import { buildManifest, renderManifest } from '../src/actions/build-manifest.js';
import { renderDocs } from '../src/docs/markdown.js';

const root = new URL('../..', import.meta.url).pathname;
const manifestPath = `${root}cli/src/actions/manifest.ts`;
const docsPath = `${root}docs/cli.md`;

const specs = buildManifest(actionEntries);
writeFileSync(manifestPath, renderManifest(specs));
const biome = spawnSync(`${root}node_modules/.bin/biome`, ['format', '--write', manifestPath], {
  stdio: 'inherit',
});
if (biome.status !== 0) process.exitCode = 1;
writeFileSync(docsPath, renderDocs({ actions: specs }));
console.log(`wrote ${manifestPath} (${specs.length} actions) and ${docsPath}`);
