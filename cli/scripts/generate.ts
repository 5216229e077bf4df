// Regenerates docs/cli.md (npm run docs:cli): every command's help, the exit codes and the console
// routes, from the command tree and the shared catalogue. A test fails when it no longer matches
// (cli/src/docs/docs.test.ts).
import { writeFileSync } from 'node:fs';
import { renderDocs } from '../src/docs/markdown.js';

const docsPath = new URL('../../docs/cli.md', import.meta.url).pathname;
writeFileSync(docsPath, await renderDocs());
console.log(`wrote ${docsPath}`);
