#!/usr/bin/env node
// Launcher for `opsdeck` (npx opsdeck, the package bin): runs the esbuild bundle.
const bundle = new URL('../bundle/opsdeck.js', import.meta.url);
try {
  await import(bundle.href);
} catch (error) {
  if (error?.code !== 'ERR_MODULE_NOT_FOUND' || !String(error.message).includes(bundle.pathname)) throw error;
  process.stderr.write(
    'opsdeck: the CLI is not built yet; run `npm run build` first (from the repository root).\n',
  );
  process.exitCode = 1;
}
