// Checks that the contributor recipes in docs/architecture.md name things that exist: every file
// path (placeholders such as <name>, <area> and NNN match any name) and every code symbol written
// as `symbolName(` or a camelCase/PascalCase identifier in backticks. Run by `npm run lint`.
// It also prints how many files the list-screen recipe names (its numbered steps), the figure the
// recipe promises.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const DOC = 'docs/architecture.md';
const doc = readFileSync(join(root, DOC), 'utf8');

/** The sections that are recipes: "## Add …". */
function recipeSections(text) {
  const sections = [];
  let current = null;
  for (const line of text.split('\n')) {
    if (line.startsWith('## ')) {
      current = line.startsWith('## Add ') ? { title: line.slice(3), lines: [] } : null;
      if (current) sections.push(current);
    } else if (current) current.lines.push(line);
  }
  return sections.map((s) => ({ title: s.title, text: s.lines.join('\n') }));
}

/** A placeholder in a recipe path: `<name>`, `<area>`, `NNN`. */
const PLACEHOLDER = /<[a-z-]+>|NNN/;
const WORKSPACES = /^(shared|server|web|cli|tests|bench|scripts|docs)\//;

/** A path segment with placeholders as a pattern of file names. */
const segmentPattern = (part) =>
  new RegExp(`^${part.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/<[a-z-]+>|NNN/g, '[\\w.-]+')}$`);

/** True when a path with placeholders matches an existing file or folder. */
function pathExists(path) {
  const clean = path.replace(/[:,.;]+$/, '').replace(/\/$/, '');
  if (!PLACEHOLDER.test(clean)) return existsSync(join(root, clean));
  const parts = clean.split('/');
  const walk = (dir, i) => {
    if (i === parts.length) return true;
    const part = parts[i];
    if (!PLACEHOLDER.test(part)) {
      const next = join(dir, part);
      return existsSync(next) && walk(next, i + 1);
    }
    if (!existsSync(dir) || !statSync(dir).isDirectory()) return false;
    const pattern = segmentPattern(part);
    return readdirSync(dir).some((name) => pattern.test(name) && walk(join(dir, name), i + 1));
  };
  return walk(root, 0);
}

/** A file name with one of the repo's source or data endings. */
const FILE_NAME = /^[\w<>.-]+\.(ts|tsx|mjs|cjs|js|sql|css|json|md)$/;

/** The repository's files (tracked, and untracked ones git does not ignore), `/`-rooted. */
const repoFiles = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
  cwd: root,
  encoding: 'utf8',
})
  .split('\n')
  .filter((f) => f && existsSync(join(root, f)))
  .map((f) => `/${f}`);

/** True when some file's path ends with `token` (a file) or holds it as folders (`a/b/`). */
function endsSomePath(token) {
  const pattern = new RegExp(
    `/${token
      .split(/(<[a-z-]+>|NNN)/i)
      .map((part, i) => (i % 2 ? '[\\w.-]+' : part.replace(/[.+?^${}()|[\]\\]/g, '\\$&')))
      .join('')}${token.endsWith('/') ? '' : '(/|$)'}`,
  );
  // a build's output (`bundle/root-help.cjs`) is on disk beside its workspace's sources only
  const built = () =>
    !PLACEHOLDER.test(token) &&
    ['shared/', 'server/', 'web/', 'cli/'].some((ws) => existsSync(join(root, ws + token)));
  return repoFiles.some((f) => pattern.test(f)) || built();
}

/** How many of the last rooted paths a shorter path is looked for beside. */
const NEAR = 4;

/** True when `token` exists in the folder of one of the `near` paths, or in a folder above it. */
function existsBeside(token, near) {
  for (const path of near) {
    let dir = path.endsWith('/') ? path.slice(0, -1) : path.slice(0, path.lastIndexOf('/'));
    while (dir) {
      if (pathExists(`${dir}/${token}`)) return true;
      dir = dir.includes('/') ? dir.slice(0, dir.lastIndexOf('/')) : '';
    }
  }
  return false;
}

/**
 * TypeScript and script sources below dir (source-files.mjs skips any folder named data:
 * web/src/mock/data is source); `shallow`: only the folder's own files.
 */
function* sources(dir, shallow = false) {
  for (const name of readdirSync(dir)) {
    if (name === 'node_modules' || name === 'dist' || name === 'bundle') continue;
    const path = join(dir, name);
    if (statSync(path).isDirectory()) {
      if (!shallow) yield* sources(path);
    } else if (/\.(ts|tsx|mjs)$/.test(name)) yield path;
  }
}

// every declared name in the sources (functions, consts, classes, types, interfaces, methods, the
// fields of an interface or type), the build scripts beside them included
const declared = new Set();
const DECLARATION =
  /\b(?:function\*?|const|let|class|type|interface|enum)\s+([A-Za-z_$][\w$]*)|^\s*(?:async\s+)?([A-Za-z_$][\w$]*)\s*(?:<[^>]*>)?\([^)]*\)\s*[:{]|\b([A-Za-z_$][\w$]*)\s*:\s*(?:async\s*)?\(|export\s*\{([^}]*)\}|^\s*(?:readonly\s+)?([A-Za-z_$][\w$]*)\??:\s/gm;
const SOURCE_DIRS = [
  'shared/src',
  'server/src',
  'web/src',
  'web/scripts',
  'cli/src',
  'cli',
  'tests',
  'scripts',
];
for (const dir of SOURCE_DIRS) {
  for (const file of sources(join(root, dir), dir === 'cli')) {
    const text = readFileSync(file, 'utf8');
    for (const m of text.matchAll(DECLARATION)) {
      for (const name of [m[1], m[2], m[3], m[5]]) if (name) declared.add(name);
      if (m[4])
        for (const part of m[4].split(','))
          declared.add(
            part
              .trim()
              .split(/\s+as\s+/)
              .pop(),
          );
    }
  }
}

/** Words that look like code but name no symbol of ours (JavaScript's, zod's, a library's). */
const NOT_OURS = new Set(['import', 'meta', 'glob', 'new', 'const', 'export', 'type', 'typeof', 'await']);

/**
 * The symbols a recipe's code span names: calls, camelCase, PascalCase and UPPER_SNAKE_CASE
 * identifiers. A file path, an i18n key (`content.resources.<key>`), a property after a dot and an
 * identifier glued to a placeholder are not symbols.
 */
export function codeSymbols(code) {
  if (/^[a-z][\w-]*(\.[\w<>*-]+)+$/.test(code.trim()) && !/\(/.test(code)) return []; // an i18n key
  const names = new Set();
  for (const m of code.matchAll(/[A-Za-z_$][\w$]*/g)) {
    const name = m[0];
    const before = code[m.index - 1] ?? '';
    const after = code[m.index + name.length] ?? '';
    if (before === '.' || before === '/' || before === '>' || after === '<' || after === '/') continue;
    if (after === '.' && /^[a-z]+$/.test(name) && /[\w-]+\.[a-z]+\b/.test(code.slice(m.index))) {
      // a file name (`routes.ts`) or a lowercase dotted key, not a call on an object
      if (!/^\w+\.\w+\(/.test(code.slice(m.index))) continue;
    }
    if (NOT_OURS.has(name)) continue;
    const call = after === '(';
    const camel = /[a-z][A-Z]/.test(name) || /^[A-Z][a-z]+[A-Z]/.test(name);
    const constant = /^[A-Z][A-Z0-9]*(_[A-Z0-9]+)+$/.test(name);
    if (call || camel || constant) names.add(name);
  }
  return [...names];
}

const problems = [];
let listRecipeFiles = 0;
for (const section of recipeSections(doc)) {
  // the rooted paths named so far, most recent first: a path written from its folder or a bare file
  // name is looked for beside them (`titled.ts` after `shared/src/schemas/content/<name>.ts`)
  const near = [];
  for (const [, code] of section.text.matchAll(/`([^`]+)`/g)) {
    // a file or folder path
    for (const raw of code.split(/[\s(){},]+/)) {
      const token = raw.replace(/[:,.;]+$/, '');
      if (token.includes('*') || token.startsWith('/') || token.startsWith('@')) continue;
      if (WORKSPACES.test(token)) {
        if (!pathExists(token)) problems.push(`${section.title}: no file or folder matches \`${token}\``);
        near.unshift(token);
        near.length = Math.min(near.length, NEAR);
      } else if (FILE_NAME.test(token) || /^[\w<>.-]+\/[\w<>./-]*$/.test(token)) {
        // a path written from its folder or a file's bare name (`modules/content/read.ts`,
        // `zh-CN/content.ts`, `titled.ts`): some tracked file must end so
        const found = near.length > 0 ? existsBeside(token, near) : endsSomePath(token);
        if (!found)
          problems.push(`${section.title}: no file or folder \`${token}\` beside ${near[0] ?? 'any file'}`);
      }
    }
    // the symbols of the span: a call (`name(`), a camelCase or PascalCase identifier, a constant
    // in UPPER_SNAKE_CASE, each anywhere in it, but not a property (`.list`), a placeholder's part
    // (`<name>Resource`, `<Name>ListPage`), a path's part or an i18n key (`content.areas.<key>`)
    for (const name of codeSymbols(code)) {
      if (!declared.has(name))
        problems.push(`${section.title}: no declaration of \`${name}\` in the sources`);
    }
  }
  if (section.title.startsWith('Add a list screen')) {
    // steps are numbered `N.`, some two to a line ("10. … and 11. …"): the highest number
    listRecipeFiles = Math.max(
      0,
      ...[...section.text.matchAll(/(?:^\s*|and |in )(\d+)\. `/gm)].map((m) => Number(m[1])),
    );
    const promised = /takes these (\d+)\s+files/.exec(section.text);
    if (promised && Number(promised[1]) !== listRecipeFiles) {
      problems.push(
        `${section.title}: the text says ${promised[1]} files, the numbered steps name ${listRecipeFiles}`,
      );
    }
  }
}

if (problems.length > 0) {
  console.error(
    `${DOC}: the recipes name things that do not exist:\n  ${[...new Set(problems)].join('\n  ')}`,
  );
  process.exit(1);
}
console.log(`Recipe check passed (the list-screen recipe names ${listRecipeFiles} files).`);
