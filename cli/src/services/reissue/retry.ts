import type { ReissueKind } from '@opsdeck/shared/reissue';
import type { ReissueInput } from './args.js';

/** Quotes a word for a POSIX shell when it needs it: `it's` → `'it'\''s'`. */
export function shellQuote(word: string): string {
  if (/^[\w@%+=:,./-]+$/.test(word)) return word;
  return `'${word.replace(/'/g, `'\\''`)}'`;
}

/**
 * The command that retries a re-issue safely: the same member, amount, reason and key (the server
 * answers the first result if it was issued), `--yes` because it was already confirmed.
 */
export function retryCommand(
  kind: ReissueKind,
  input: ReissueInput,
  key: string,
  extra: { server?: string; json?: boolean } = {},
): string {
  const words = [
    'opsdeck',
    kind.noun,
    'reissue',
    '--member',
    input.member,
    `--${kind.amount}`,
    String(input.amount),
    '--reason',
    input.reason,
    '--key',
    key,
    '--yes',
    ...(extra.server ? ['--server', extra.server] : []),
    ...(extra.json ? ['--json'] : []),
  ];
  return words.map(shellQuote).join(' ');
}
