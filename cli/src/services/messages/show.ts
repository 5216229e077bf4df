import { listMessages } from '@opsdeck/shared/api';
import { AbortError } from '@opsdeck/shared/errors';
import type { Message } from '@opsdeck/shared/schemas';
import type { Translate } from '../../i18n.js';
import { writeJson } from '../../output/json.js';
import { terminalZonedDateTime } from '../../ui/format.js';
import type { KeyValue } from '../../ui/key-value-list.js';
import { renderKeyValues } from '../../ui/render.js';
import type { ServiceContext } from '../context.js';

/** Options of `opsdeck messages show`. */
export interface ShowMessageOptions {
  json: boolean;
  /** --json a,b: only these fields. */
  jsonFields?: readonly string[];
  /** --jq: the JSON filtered by a jq expression. */
  jq?: string;
  id: number;
}

/** A notice's or to-do's stage (the web's tag): not started, opened, in progress, expiring. */
const STAGES = new Set([0, 1, 2, 3]);

const HAN = /\p{Script=Han}/u;

/**
 * The title with its subtitle as the message box shows them side by side: a message's subtitle goes
 * on from its sender ("Ning Bo replied", "宁波的回复", no space between Chinese), a notice's or
 * to-do's names its kind ("Approval #1 is waiting for you · Coin re-issue").
 */
function titleLine(m: Message): string {
  if (!m.subTitle) return m.title;
  if (m.type !== 'message') return `${m.title} · ${m.subTitle}`;
  const joined = HAN.test(m.title.slice(-1)) && HAN.test(m.subTitle.slice(0, 1));
  return `${m.title}${joined ? '' : ' '}${m.subTitle}`;
}

/**
 * One message as labelled lines on a terminal (the text whole, wrapped to the width) and as stable
 * `key value` pairs for scripts (raw values; the text on one line).
 */
export function messageFacts(
  t: Translate,
  m: Message,
): { items: KeyValue[]; plain: (readonly [string, string])[] } {
  const unread = m.status === 0;
  const stage = m.type !== 'message' && m.messageType !== null && STAGES.has(m.messageType);
  const label = (key: string) => t(`cli.messages.show.labels.${key}`);
  const items: KeyValue[] = [
    { label: label('id'), value: String(m.id), tone: 'muted' },
    { label: label('type'), value: t(`message.types.${m.type}`) },
    {
      label: label('status'),
      value: t(unread ? 'message.unread' : 'message.read'),
      tone: unread ? 'accent' : 'muted',
    },
    ...(stage ? [{ label: label('stage'), value: t(`chrome.messages.status.${m.messageType}`) }] : []),
    { label: label('time'), value: terminalZonedDateTime(m.time), tone: 'muted' },
    { label: label('title'), value: titleLine(m), tone: 'strong' },
    { label: label('content'), value: m.content || '–' },
  ];
  const plain: (readonly [string, string])[] = [
    ['id', String(m.id)],
    ['type', m.type],
    ['status', unread ? 'unread' : 'read'],
    ['stage', m.messageType === null ? '' : String(m.messageType)],
    ['time', m.time],
    ['title', m.title],
    ['subTitle', m.subTitle],
    ['content', m.content],
  ];
  return { items, plain };
}

/**
 * Shows one of the caller's messages with its whole text (a to-do's change, a notice's words): JSON,
 * labelled lines on a terminal, or `key value` lines when piped. Showing it does not mark it read
 * (`opsdeck messages read <id>` does). An id that is not one of the caller's messages fails (exit 1).
 */
export async function showMessage(ctx: ServiceContext, opts: ShowMessageOptions): Promise<Message> {
  ctx.requireSignIn();
  const api = await ctx.apiClient();
  const m = (await listMessages(api)).find((x) => x.id === opts.id);
  if (!m) throw new AbortError(ctx.t('cli.messages.show.notFound', { id: opts.id }));
  if (opts.json) {
    writeJson(ctx.io, m, opts);
    return m;
  }
  const { items, plain } = messageFacts(ctx.t, m);
  await renderKeyValues({ io: ctx.io, items, plain });
  return m;
}
