import { listMessages as listMessagesCall } from '@opsdeck/shared/api';
import type { Message, MessageType } from '@opsdeck/shared/schemas';
import type { Translate } from '../../i18n.js';
import { terminalDateTime } from '../../ui/format.js';
import type { TableCell } from '../../ui/table.js';
import { columnFits } from '../../ui/table-fit.js';
import type { ServiceContext } from '../context.js';
import { writeList } from '../shared/list-output.js';

/** Options of `opsdeck messages list`. */
export interface ListMessagesOptions {
  json: boolean;
  /** --json a,b: only these fields. */
  jsonFields?: readonly string[];
  /** --jq: the JSON filtered by a jq expression. */
  jq?: string;
  /** --ndjson: one message per line. */
  ndjson?: boolean;
  type?: MessageType;
  unread: boolean;
}

const COLUMNS = ['id', 'type', 'status', 'time', 'title'] as const;

/** On a narrow terminal the title shortens first, then the time and the type go. */
const FITS = columnFits(0, 3, 2, 4, [1, 16]);

/** A message as the table's cells on a terminal (translated type and status, unread stands out). */
function messageCells(t: Translate, m: Message): TableCell[] {
  const unread = m.status === 0;
  return [
    { text: String(m.id), tone: 'muted' },
    { text: t(`message.types.${m.type}`) },
    { text: t(unread ? 'message.unread' : 'message.read'), tone: unread ? 'accent' : 'muted' },
    { text: terminalDateTime(m.time), tone: 'muted' },
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
  await writeList(ctx, messages, opts, {
    none: 'cli.messages.none',
    headers: COLUMNS.map((c) => `cli.messages.columns.${c}`),
    cells: messageCells,
    plain: messageRow,
    fits: FITS,
  });
  return messages;
}
