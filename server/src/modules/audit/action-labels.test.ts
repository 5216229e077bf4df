import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { auditActionText, auditAreaKeys, enUS, flattenKeys, zhCN } from '@opsdeck/shared/i18n';
import { expect, test } from 'vitest';
import { RESOURCE_KEYS } from '../content/context.js';

const SRC = fileURLToPath(new URL('../../', import.meta.url));

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return sources(path);
    return e.name.endsWith('.ts') && !e.name.endsWith('.test.ts') ? [path] : [];
  });
}

const files = sources(SRC).map((path) => ({ path: relative(SRC, path), text: readFileSync(path, 'utf8') }));
const read = (path: string) => files.find((f) => f.path === path)?.text ?? '';

/**
 * The `action:` forms that name a code other than by a literal (`${x}` shown as `<x>`), each
 * accounted for in writtenCodes.
 */
const KNOWN_FORMS = [
  "db/schema/business.ts: action: text('action').notNull(),",
  'modules/content/write.ts: action: `<resource>.<verb>`,',
  'modules/content/write.ts: action: `<resource>.bulkStatus`,',
  'seed/account.ts: action: `<kind>.<verb>`,',
  'modules/tasks/record-common.ts: action: `<reason>.record`,',
  'modules/monitor/notes.ts: action: `monitorNote.<verb>`,',
];

/** Every audit action code the server (and its seed) writes, read from the source. */
function writtenCodes(): { codes: Set<string>; otherForms: string[] } {
  const codes = new Set<string>();
  const otherForms: string[] = [];
  const resources: string[] = [...RESOURCE_KEYS];
  expect(resources.length).toBeGreaterThan(0);
  for (const { path, text } of files) {
    for (const m of text.matchAll(/\baction: '([^']+)'/g)) codes.add(m[1] as string);
    for (const m of text.matchAll(/\baction = [^;]*/g)) {
      for (const lit of m[0].matchAll(/'(\w+\.\w+)'/g)) codes.add(lit[1] as string);
    }
    // auditContent(tx, ctx, 'collection', 'addItem', …)
    for (const m of text.matchAll(/auditContent\(\s*\w+,\s*\w+,\s*'(\w+)',\s*'(\w+)'/g))
      codes.add(`${m[1]}.${m[2]}`);
    // a collection's item changes: changeItems(db, ctx, id, readAt, 'addItem', …) audits collection.<verb>
    if (path === 'modules/collections/items.ts') {
      for (const m of text.matchAll(/changeItems\(\s*\w+,\s*\w+,\s*\w+,\s*[\w.]+,\s*'(\w+)'/g))
        codes.add(`collection.${m[1]}`);
    }
    // auditContent(tx, ctx, resource, 'update', …) and `${resource}.bulkStatus`: any content resource
    const anyResource = [
      ...[...text.matchAll(/auditContent\(\s*\w+,\s*\w+,\s*resource,\s*'(\w+)'/g)].map((m) => m[1]),
      ...[...text.matchAll(/`\$\{resource\}\.(\w+)`/g)].map((m) => m[1]),
    ];
    for (const verb of anyResource) for (const r of resources) codes.add(`${r}.${verb}`);
    for (const line of text.split('\n')) {
      const form = line.trim().replace(/\$\{(\w+)\}/g, '<$1>');
      // copying a row's action (`r.action`) or typing one (`action: string`) writes no new code
      if (/\baction: (?!')/.test(form) && !/\baction: ((\w+\.)+action\b|string\b)/.test(form)) {
        otherForms.push(`${path}: ${form}`);
      }
    }
    // every writeAudit call names its action in the object it passes
    for (const m of text.matchAll(/\bwriteAudit\((\w+), ([^)]{0,40})/g)) {
      if (path !== 'modules/audit/service.ts') expect(m[2], `${path}: writeAudit(${m[1]}, …)`).toMatch(/^\{/);
    }
  }
  // a task record's audit row: `<reason>.record`, the reason being the record's kind
  for (const path of ['modules/tasks/record-checkin.ts', 'modules/tasks/record-invite.ts']) {
    for (const m of read(path).matchAll(/reason: '(\w+)'/g)) codes.add(`${m[1]}.record`);
  }
  // a monitoring note's audit row: auditNote(tx, ctx, '<verb>', …) writes monitorNote.<verb>
  for (const m of read('modules/monitor/notes.ts').matchAll(/auditNote\(\s*\w+,\s*\w+,\s*'(\w+)'/g)) {
    codes.add(`monitorNote.${m[1]}`);
  }
  // the seeded curation trail: ['<phone>', '<kind>', nth, daysAgo, '<verb>']
  for (const m of read('seed/account.ts').matchAll(
    /\[\s*'\d+',\s*'(\w+)',\s*\d+,\s*[\d.]+,\s*'(\w+)'\s*\]/g,
  )) {
    codes.add(`${m[1]}.${m[2]}`);
  }
  return { codes, otherForms };
}

test('every audit action the server writes has a sentence in en-US and zh-CN', () => {
  const { codes, otherForms } = writtenCodes();
  // a new way of naming an action must be taught to this test, so no code slips past it
  expect(otherForms.sort()).toEqual([...KNOWN_FORMS].sort());
  for (const code of [
    'account.changePassword',
    'collection.update',
    'topic.status',
    'collection.addItem',
    'wallpaper.bulkStatus',
    'member.reissueCoins',
    'checkin.record',
    'invite.record',
    'monitorNote.star',
  ]) {
    expect(codes.has(code), code).toBe(true);
  }
  const en = new Set(flattenKeys(enUS));
  const zh = new Set(flattenKeys(zhCN));
  const missing = [...codes].filter((c) => !en.has(`audit.actions.${c}`) || !zh.has(`audit.actions.${c}`));
  expect(missing).toEqual([]);
  for (const code of codes) {
    expect(auditActionText('en-US', code)).not.toBe(auditActionText('zh-CN', code));
  }
});

test('every audit area (target type) the server writes has a name in en-US and zh-CN', () => {
  const resources: string[] = [...RESOURCE_KEYS];
  const areas = new Set<string>(['other']);
  for (const { path, text } of files) {
    for (const m of text.matchAll(/\btargetType: '(\w+)'/g)) areas.add(m[1] as string);
    if (/\btargetType: resource\b/.test(text)) for (const r of resources) areas.add(r);
    if (path === 'seed/account.ts') for (const k of ['collection', 'topic']) areas.add(k);
  }
  expect(areas.has('member') && areas.has('wallpaper')).toBe(true);
  const en = new Set(flattenKeys(enUS));
  const zh = new Set(flattenKeys(zhCN));
  expect([...areas].filter((a) => !auditAreaKeys(a).some((k) => en.has(k) && zh.has(k)))).toEqual([]);
});
