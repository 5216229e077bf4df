#!/usr/bin/env node
// Writes a batch file for `opsdeck coins reissue --file` (bench/cli/run.mjs uses it):
//   node bench/cli/gen-batch.mjs --members members.txt --rows 10000 [--out batch.csv] [--format csv|ndjson]
// --members: one member reference per line (or NDJSON lines with visibleId). Rows go round the
// members in order, each with a reason of its own, so every row is a distinct re-issue.
import { readFileSync, writeFileSync } from 'node:fs';
import { benchArgs } from '../lib/bench-args.mjs';

const { values } = benchArgs(import.meta.url, {
  options: {
    members: { type: 'string' },
    rows: { type: 'string', default: '10000' },
    out: { type: 'string' },
    format: { type: 'string', default: 'csv' },
    tag: { type: 'string', default: `bench ${new Date().toISOString()}` },
  },
});
if (!values.members) {
  console.error(
    'usage: gen-batch.mjs --members FILE [--rows N] [--out FILE] [--format csv|ndjson] [--tag TEXT]',
  );
  process.exit(2);
}
const refs = readFileSync(values.members, 'utf8')
  .split('\n')
  .map((l) => l.trim())
  .filter(Boolean)
  .map((l) => (l.startsWith('{') ? String(JSON.parse(l).visibleId ?? JSON.parse(l).member) : l));
if (refs.length === 0) throw new Error(`no members in ${values.members}`);
const rows = Number(values.rows);
const csvField = (s) => (/[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s);
const lines = [];
if (values.format === 'csv') lines.push('member,coins,reason');
for (let i = 0; i < rows; i++) {
  const member = refs[i % refs.length];
  const coins = (i % 10) + 1;
  const reason = `${values.tag} #${i + 1}`;
  lines.push(
    values.format === 'csv'
      ? `${member},${coins},${csvField(reason)}`
      : JSON.stringify({ member, coins, reason }),
  );
}
const text = `${lines.join('\n')}\n`;
if (values.out) writeFileSync(values.out, text);
else process.stdout.write(text);
