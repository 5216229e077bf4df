// Links in the console are derived from the catalogue's routes (docs/style.md): a route path is
// written once, in shared/src/catalogue, and web code names it through the typed helper
// `pathTo('/member/list', { … })` (web/src/lib/route-links.ts), whose argument must be a path the
// catalogue declares, or it does not compile. This check fails on a string in web/src that starts
// with a route path anywhere else (a hard-coded '/member/list?q=…', a `/order/${kind}`, a
// `/member/${screen}` or '/member/' + screen that completes a route's first segment), so a new
// one cannot slip in. Tests (they assert the real URLs), the mock server and the helper itself are
// outside it; comments are skipped.
import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { sourceFiles } from './lib/source-files.mjs';

// (under Vite, as web/scripts/route-strings.test.ts loads it, the module's URL is /@fs/<path>)
const root = new URL('..', import.meta.url).pathname.replace(/^\/@fs\//, '/');

/** Every route path the catalogue declares (`path: '/…'`), the not-found catch-all left out. */
export function routePaths() {
  const paths = new Set();
  for (const file of sourceFiles(join(root, 'shared/src/catalogue'))) {
    if (/\.test\.ts$/.test(file)) continue;
    for (const m of readFileSync(file, 'utf8').matchAll(/\bpath: '(\/[^'*]*)'/g)) paths.add(m[1]);
  }
  return [...paths];
}

/** Files the check leaves alone: tests, the mock server, the link helper. */
const exempt = (rel) =>
  /\.test\.tsx?$/.test(rel) || rel.startsWith('web/src/mock/') || rel === 'web/src/lib/route-links.ts';

/**
 * The hard-coded route strings of a source text: each string literal ('…', "…", `…`) that is a route
 * path, or one followed by a query, a hash, a sub-path or a template expression, unless it is the
 * first argument of pathTo( or sectionOf(. Comment lines are skipped.
 */
export function hardCodedRoutes(text, paths) {
  const escaped = paths
    .sort((a, b) => b.length - a.length)
    .map((p) => p.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&'));
  const pattern = new RegExp(`(['"\`])(${escaped.join('|')})(?=\\1|[?#/]|\\$\\{)`, 'g');
  // a template that completes a route's first segment (`/member/${kind}`, `/order/${kind}?…`), or
  // a string of that segment alone, completed by a concatenation ('/order/' + kind)
  const firstSegments = [...new Set(paths.map((p) => /^\/[^/]+\//.exec(p)?.[0]).filter(Boolean))];
  const segmentPattern = new RegExp(
    `(['"\`])(${firstSegments.map((p) => p.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')).join('|')})(?=\\$\\{|\\1)`,
    'g',
  );
  const found = [];
  const lines = text.split('\n');
  lines.forEach((line, i) => {
    const trimmed = line.trimStart();
    if (trimmed.startsWith('//') || trimmed.startsWith('*') || trimmed.startsWith('/*')) return;
    for (const m of [...line.matchAll(pattern), ...line.matchAll(segmentPattern)]) {
      const before = line.slice(0, m.index).trimEnd();
      if (/\b(pathTo|sectionOf)\($/.test(before)) continue;
      found.push({ line: i + 1, path: m[2], text: trimmed });
    }
  });
  return found;
}

/** Every hard-coded route string under web/src, as `file:line: …` problems. */
export function routeStringProblems() {
  const paths = routePaths();
  const problems = [];
  for (const file of sourceFiles(join(root, 'web/src'))) {
    const rel = relative(root, file);
    if (exempt(rel)) continue;
    for (const f of hardCodedRoutes(readFileSync(file, 'utf8'), paths))
      problems.push(`${rel}:${f.line}: '${f.path}' written by hand: ${f.text}`);
  }
  return problems;
}

const isMain = import.meta.url === `file://${process.argv[1]}`;
if (isMain) {
  const problems = routeStringProblems();
  if (problems.length > 0) {
    console.error(problems.join('\n'));
    console.error(
      `${problems.length} hard-coded route path(s) in web/src: write pathTo('${'/…'}', { query }) (web/src/lib/route-links.ts), derived from the catalogue's routes`,
    );
    process.exit(1);
  }
  console.log(`Route strings check passed (${routePaths().length} catalogue paths).`);
}
