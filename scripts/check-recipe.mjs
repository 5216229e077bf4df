// Checks that the contributor recipes in docs/architecture.md name things that exist: every file
// path (placeholders such as <name>, <area> and NNN match any name) and every code symbol written
// as `symbolName(` or a camelCase/PascalCase identifier in backticks. Run by `npm run lint`.
// It also prints how many files the list-screen recipe names (its numbered steps), the figure the
// recipe promises.
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

/** TypeScript sources below dir (source-files.mjs skips any folder named data: web/src/mock/data is source). */
function* sources(dir) {
  for (const name of readdirSync(dir)) {
    if (name === 'node_modules' || name === 'dist' || name === 'bundle') continue;
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* sources(path);
    else if (/\.(ts|tsx)$/.test(name)) yield path;
  }
}

// every declared name in the sources (functions, consts, classes, types, interfaces, methods)
const declared = new Set();
const DECLARATION =
  /\b(?:function\*?|const|let|class|type|interface|enum)\s+([A-Za-z_$][\w$]*)|^\s*(?:async\s+)?([A-Za-z_$][\w$]*)\s*(?:<[^>]*>)?\([^)]*\)\s*[:{]|\b([A-Za-z_$][\w$]*)\s*:\s*(?:async\s*)?\(|export\s*\{([^}]*)\}/gm;
for (const ws of ['shared', 'server', 'web', 'cli', 'tests']) {
  for (const file of sources(join(root, ws, ws === 'tests' ? '' : 'src'))) {
    const text = readFileSync(file, 'utf8');
    for (const m of text.matchAll(DECLARATION)) {
      for (const name of [m[1], m[2], m[3]]) if (name) declared.add(name);
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

const problems = [];
let listRecipeFiles = 0;
for (const section of recipeSections(doc)) {
  for (const [, code] of section.text.matchAll(/`([^`]+)`/g)) {
    // a file or folder path
    for (const token of code.split(/[\s(){},]+/)) {
      if (WORKSPACES.test(token) && /[\w>]\.?[\w]*$/.test(token) && !token.includes('*')) {
        if (!pathExists(token)) problems.push(`${section.title}: no file or folder matches \`${token}\``);
      }
    }
    // a symbol: `name(` or an identifier with an inner capital (camelCase, PascalCase)
    const symbol = /^([A-Za-z_$][\w$]*)(\(|$)/.exec(code.trim());
    if (symbol) {
      const [, name, call] = symbol;
      const looksLikeCode = call === '(' || /[a-z][A-Z]/.test(name) || /^[A-Z][a-z]+[A-Z]/.test(name);
      if (looksLikeCode && !/^[A-Z_]+$/.test(name) && !declared.has(name)) {
        problems.push(`${section.title}: no declaration of \`${name}\` in the sources`);
      }
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
  console.error(`${DOC}: the recipes name things that do not exist:\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
console.log(`Recipe check passed (the list-screen recipe names ${listRecipeFiles} files).`);
