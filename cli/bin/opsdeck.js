#!/usr/bin/env node
// Launcher for `opsdeck` (npx opsdeck, the package bin): runs the esbuild bundle. The root help
// (`opsdeck`, `opsdeck --help`, `-h`, `help`) is printed from the pages the build made of it
// (bundle/root-help.cjs), without loading the CLI; when they are missing the CLI prints it.
// CommonJS (bin/package.json says so): Node starts a CommonJS file sooner than an ES module.
const args = process.argv.slice(2);

function printedRootHelp() {
  if (!(args.length === 0 || (args.length === 1 && ['--help', '-h', 'help'].includes(args[0])))) return false;
  let rootHelp;
  try {
    rootHelp = require('../bundle/root-help.cjs');
  } catch {
    // not built, or built by an older build: the CLI answers
    return false;
  }
  return rootHelp.printRootHelp?.(args) === true;
}

if (!printedRootHelp()) {
  const bundle = require('node:path').join(__dirname, '../bundle/opsdeck.js');
  import(require('node:url').pathToFileURL(bundle).href).catch((error) => {
    if (error?.code !== 'ERR_MODULE_NOT_FOUND' || !String(error.message).includes(bundle)) throw error;
    process.stderr.write(
      'opsdeck: the CLI is not built yet; run `npm run build` first (from the repository root).\n',
    );
    process.exitCode = 1;
  });
}
