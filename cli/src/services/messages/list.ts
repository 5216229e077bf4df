import { listMessages as listMessagesCall } from '@opsdeck/shared/api';
import type { Message, MessageType } from '@opsdeck/shared/schemas';
import type { Translate } from '../../i18n.js';
import { writeJson, writeNdjson } from '../../output/json.js';
import { formatDateTime } from '../../ui/format.js';
import { renderInfo, renderTable } from '../../ui/render.js';
import type { TableCell } from '../../ui/table.js';
import type { ServiceContext } from '../context.js';

/** Options of `opsdeck messages list`. */
export interface ListMessagesOptions {
  json: boolean;
  /** --json a,b: only these fields. */
  jsonFields?: readonly string[];
  /** --ndjson: one message per line. */
  ndjson?: boolean;
  type?: MessageType;
  unread: boolean;
}

const COLUMNS = ['id', 'type', 'status', 'time', 'title'] as const;

/** A message as the table's cells on a terminal (translated type and status, unread stands out). */
function messageCells(t: Translate, m: Message): TableCell[] {
  const unread = m.status === 0;
  return [
    { text: String(m.id), tone: 'muted' },
    { text: t(`message.types.${m.type}`) },
    { text: t(unread ? 'message.unread' : 'message.read'), tone: unread ? 'accent' : 'muted' },
    { text: formatDateTime(m.time), tone: 'muted' },
    { text: m.title, tone: unread ? 'strong' : 'normal' },
  ];
}

/** A message as stable tab-separated values for scripts: id, type, unread|read, time, title. */
function messageRow(m: Message): string[] {
  return [String(m.id), m.type, m.status === 0 ? 'unread' : 'read', m.time, m.title];
}

/**
 * Lists the caller's messages, newest first, optionally of one type or only the unread ones: as
 * JSON, NDJSON, a table on a terminal or tab-separated lines when piped.
 */
export async function listMessages(ctx: ServiceContext, opts: ListMessagesOptions): Promise<Message[]> {
  ctx.requireSignIn();
  const api = await ctx.apiClient();
  const messages = await listMessagesCall(api, {
    ...(opts.type ? { type: opts.type } : {}),
    ...(opts.unread ? { unread: true } : {}),
  });
  if (opts.ndjson) writeNdjson(ctx.io, messages, opts.jsonFields);
  else if (opts.json) writeJson(ctx.io, messages, opts.jsonFields);
  else if (messages.length === 0) renderInfo(ctx.io, ctx.t('cli.messages.none'));
  else {
    await renderTable({
      io: ctx.io,
      headers: COLUMNS.map((c) => ctx.t(`cli.messages.columns.${c}`)),
      rows: messages.map((m) => messageCells(ctx.t, m)),
      plain: messages.map(messageRow),
    });
  }
  return messages;
}
