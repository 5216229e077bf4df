import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { renderDocs } from './markdown.js';

const DOCS = new URL('../../../docs/cli.md', import.meta.url);

describe('docs/cli.md', () => {
  test('is what the command tree generates (else run `npm run docs:cli`)', async () => {
    const committed = readFileSync(DOCS, 'utf8');
    expect(committed, 'docs/cli.md is stale: run `npm run docs:cli`').toBe(await renderDocs());
  });

  test('has every command with its help, the exit codes and the routes', async () => {
    const docs = await renderDocs();
    for (const heading of [
      '## opsdeck coins reissue',
      '## opsdeck config set',
      '## opsdeck completion',
      '## opsdeck open',
    ])
      expect(docs).toContain(heading);
    expect(docs).toContain('| 6 | a batch finished, but some rows failed');
    expect(docs).toContain('| MemberList | /member/list |');
    expect(docs).toContain('ob1-');
    expect(docs).not.toMatch(/\/root\/|\/home\/[a-z]/);
  });
});
