#!/usr/bin/env node
// Launcher for `opsdeck` (npx opsdeck, the package bin): runs the esbuild bundle.
import { existsSync } from 'node:fs';

const bundle = new URL('../bundle/opsdeck.js', import.meta.url);
if (existsSync(bundle)) {
  await import(bundle.href);
} else {
  process.stderr.write(
    'opsdeck: the CLI is not built yet; run `npm run build` first (from the repository root).\n',
  );
  process.exitCode = 1;
}
