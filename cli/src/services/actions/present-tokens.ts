import type { ApiToken, ApiTokenCreated } from '@opsdeck/shared/schemas';
import type { Translate } from '../../i18n.js';
import { writeLine } from '../../io/io-streams.js';
import { grouped, terminalDateTime, terminalZonedDateTime } from '../../ui/format.js';
import { renderSuccess } from '../../ui/render.js';
import type { TableCell } from '../../ui/table.js';
import { columnFits } from '../../ui/table-fit.js';
import type { ServiceContext } from '../context.js';
import { writeList } from '../shared/list-output.js';

const COLUMNS = ['id', 'name', 'scopes', 'status', 'cap', 'created', 'lastUsed', 'expires'] as const;

/** On a narrow terminal the creation time, the last use and the cap go first; the name shortens. */
export const TOKEN_FITS = columnFits(0, [1, 12], 4, 3, 5, 7, 6, 2);

const when = (t: Translate, at: string | null) => (at === null ? t('tokens.never') : terminalDateTime(at));

function cells(t: Translate, k: ApiToken): TableCell[] {
  const cap =
    k.dailyCoinCap === null ? t('tokens.noCap') : `${grouped(k.coinsToday)} / ${grouped(k.dailyCoinCap)}`;
  return [
    { text: String(k.id), tone: 'muted' },
    { text: k.name, tone: 'strong' },
    { text: k.scopes.join(t('cli.table.listSeparator')) },
    { text: t(`tokens.status.${k.status}`), tone: k.status === 'active' ? 'accent' : 'muted' },
    { text: cap },
    { text: terminalDateTime(k.createdAt), tone: 'muted' },
    { text: when(t, k.lastUsedAt), tone: 'muted' },
    { text: terminalDateTime(k.expiresAt) },
  ];
}

/** A token as tab-separated values for scripts: id, name, scopes (comma-separated), status, cap, times (ISO). */
function tokenRow(k: ApiToken): string[] {
  return [
    String(k.id),
    k.name,
    k.scopes.join(','),
    k.status,
    k.dailyCoinCap === null ? '' : String(k.dailyCoinCap),
    k.createdAt,
    k.lastUsedAt ?? '',
    k.expiresAt,
  ];
}

/**
 * How `opsdeck token list|create|revoke` show their answers on a terminal (and piped): a table of
 * the tokens with named headers and statuses, the new token on a line of its own (printed once), the
 * revoked one by name; not the generic runner's field names and raw values.
 */
export const TOKEN_PRESENTERS: Record<string, (ctx: ServiceContext, result: unknown) => Promise<void>> = {
  'tokens.list': (ctx, result) =>
    writeList(
      ctx,
      result as ApiToken[],
      { json: false },
      {
        none: 'tokens.cli.none',
        headers: COLUMNS.map((c) => `tokens.cli.columns.${c}`),
        cells,
        plain: tokenRow,
        fits: TOKEN_FITS,
      },
    ),
  'tokens.create': async (ctx, result) => {
    const k = result as ApiTokenCreated;
    const params = { name: k.name, id: k.id, expires: terminalZonedDateTime(k.expiresAt) };
    renderSuccess(ctx.io, ctx.t('tokens.cli.created', params));
    // the token alone on stdout, so `opsdeck token create … | tail -1` hands it on
    writeLine(ctx.io.stdout, k.token);
  },
  'tokens.revoke': async (ctx, result) => {
    const k = result as ApiToken;
    renderSuccess(ctx.io, ctx.t('tokens.cli.revoked', { name: k.name, id: k.id }));
  },
};
