import {
  listSessions as listSessionsCall,
  revokeOtherSessions,
  revokeSession as revokeSessionCall,
} from '@opsdeck/shared/api';
import { clientName } from '@opsdeck/shared/auth';
import type { AccountSession, SessionsRevoked } from '@opsdeck/shared/schemas';
import { writeJson } from '../../output/json.js';
import { terminalDateTime } from '../../ui/format.js';
import { renderInfo, renderSuccess, renderTable } from '../../ui/render.js';
import type { TableCell } from '../../ui/table.js';
import type { ServiceContext } from '../context.js';

/** Options of `opsdeck account sessions`. */
export interface SessionsOptions {
  json: boolean;
  jsonFields?: readonly string[];
  /** --jq: the JSON filtered by a jq expression. */
  jq?: string;
}

function cells(s: AccountSession): TableCell[] {
  return [
    { text: `${s.current ? '*' : ' '}${s.id}`, tone: s.current ? 'accent' : 'muted' },
    { text: terminalDateTime(s.createdAt), tone: 'muted' },
    { text: terminalDateTime(s.lastSeenAt) },
    // the client by name (`Chrome 131 · Linux`; the user agent was cut alike on every browser row);
    // piped lines and --json keep the user agent
    { text: clientName(s.client) || '-' },
  ];
}

/** Lists the caller's active sessions, newest first: JSON, a table, or tab-separated lines. */
export async function listSessions(ctx: ServiceContext, opts: SessionsOptions): Promise<AccountSession[]> {
  ctx.requireSignIn();
  const sessions = await listSessionsCall(await ctx.apiClient());
  if (opts.json) writeJson(ctx.io, sessions, opts);
  else if (sessions.length === 0) renderInfo(ctx.io, ctx.t('account.cli.sessions.empty'));
  else {
    await renderTable({
      io: ctx.io,
      t: ctx.t,
      headers: [
        // the session's number (`*` marks this one), which `sessions revoke` takes
        ctx.t('account.cli.sessions.id'),
        ctx.t('account.security.sessionCreated'),
        ctx.t('account.security.sessionSeen'),
        ctx.t('account.security.sessionClient'),
      ],
      rows: sessions.map(cells),
      plain: sessions.map((s) => [
        String(s.id),
        s.current ? 'current' : 'other',
        s.createdAt,
        s.lastSeenAt,
        s.client,
      ]),
    });
  }
  return sessions;
}

/** Options of `opsdeck account sessions revoke`. */
export interface RevokeOptions extends SessionsOptions {
  id: number;
}

/** Signs out one of the caller's other sessions. */
export async function revokeSession(ctx: ServiceContext, opts: RevokeOptions): Promise<SessionsRevoked> {
  ctx.requireSignIn();
  const result = await revokeSessionCall(await ctx.apiClient(), opts.id);
  if (opts.json) writeJson(ctx.io, result, opts);
  else renderSuccess(ctx.io, ctx.t('account.cli.sessions.revoke.done', { id: opts.id }));
  return result;
}

/** Signs out every other session of the caller; keeps this one. */
export async function signOutOthers(ctx: ServiceContext, opts: SessionsOptions): Promise<SessionsRevoked> {
  ctx.requireSignIn();
  const result = await revokeOtherSessions(await ctx.apiClient());
  if (opts.json) writeJson(ctx.io, result, opts);
  else renderSuccess(ctx.io, ctx.t('account.security.othersRevoked', { count: result.revoked }));
  return result;
}
