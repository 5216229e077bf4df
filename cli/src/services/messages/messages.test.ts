import type { Message } from '@opsdeck/shared/schemas';
import { describe, expect, test } from 'vitest';
import { NotSignedInError } from '../../errors.js';
import { exitCodeFor } from '../../exit-codes.js';
import { createFakeIO } from '../../testing/fake-io.js';
import { ok, type StubCall, stubAdapter } from '../../testing/stub-api.js';
import { createTestFactory } from '../../testing/test-factory.js';
import { listMessages } from './list.js';
import { readMessages } from './read.js';
import { showMessage } from './show.js';

const message = (id: number, over: Partial<Message> = {}): Message => ({
  id,
  type: 'message',
  title: `Title ${id}`,
  subTitle: '',
  avatar: '',
  content: 'body',
  time: '2024-05-01 10:00:00',
  messageType: null,
  status: 0,
  ...over,
});

const inbox = [message(2, { type: 'todo', title: 'Review\tthe\nrelease' }), message(1, { status: 1 })];

function setup(io = createFakeIO()) {
  const calls: StubCall[] = [];
  const adapter = stubAdapter(
    { 'POST /message/list': () => ok(inbox), 'POST /message/read': () => ok(true) },
    calls,
  );
  const f = createTestFactory({ io, adapter, token: 'tok' });
  return { io, calls, ctx: f.context() };
}

describe('messages list', () => {
  test('sends the filters and prints the data as JSON', async () => {
    const { io, calls, ctx } = setup();
    await listMessages(ctx, { json: true, type: 'todo', unread: true });
    expect(calls[0]).toMatchObject({
      method: 'POST',
      url: '/message/list',
      body: { type: 'todo', unread: true },
    });
    expect(calls[0]?.headers.Authorization).toBe('Bearer tok');
    expect(JSON.parse(io.out())).toEqual(inbox);
    expect(io.err()).toBe('');
  });

  test('leaves the filters out when not given', async () => {
    const { calls, ctx } = setup();
    await listMessages(ctx, { json: true, unread: false });
    expect(calls[0]?.body).toEqual({});
  });

  test('piped: one tab-separated line per message, stable values, no header', async () => {
    const { io, ctx } = setup();
    await listMessages(ctx, { json: false, unread: false });
    expect(io.out()).toBe(
      '2\ttodo\tunread\t2024-05-01 10:00:00\tReview the release\n1\tmessage\tread\t2024-05-01 10:00:00\tTitle 1\n',
    );
  });

  test('on a terminal: a table with translated headers, type and status', async () => {
    const { io, ctx } = setup(createFakeIO({ stdoutTTY: true, noColor: true }));
    await listMessages(ctx, { json: false, unread: false });
    const lines = io.out().split('\n');
    expect(lines[0]).toMatch(/^ID\s+TYPE\s+STATUS\s+TIME \(UTC\+8\)\s+TITLE$/);
    expect(lines[1]).toMatch(/^\s*2\s+Todo\s+Unread\s+2024-05-01 10:00:00\s+Review the release$/);
    expect(io.out()).not.toContain('\u001b[');
  });

  test('an empty box says so on stderr and prints nothing on stdout', async () => {
    const io = createFakeIO();
    const f = createTestFactory({
      io,
      adapter: stubAdapter({ 'POST /message/list': () => ok([]) }),
      token: 't',
    });
    await listMessages(f.context(), { json: false, unread: false });
    expect(io.out()).toBe('');
    expect(io.err()).toBe('No messages\n');
  });

  test('without a token it fails before calling the server', async () => {
    const calls: StubCall[] = [];
    const f = createTestFactory({ adapter: stubAdapter({}, calls) });
    await expect(listMessages(f.context(), { json: false, unread: false })).rejects.toBeInstanceOf(
      NotSignedInError,
    );
    expect(calls).toEqual([]);
  });
});

describe('messages read', () => {
  test("posts the ids that are the caller's and names the others as not found", async () => {
    const { io, calls, ctx } = setup();
    await readMessages(ctx, { json: false, ids: [2, 5] });
    expect(calls.map((c) => c.url)).toEqual(['/message/list', '/message/read']);
    expect(calls[1]).toMatchObject({ method: 'POST', url: '/message/read', body: { ids: [2] } });
    expect(io.out()).toBe('');
    expect(io.err()).toMatch(/Marked as read: 2\n.*Not found among your messages: 5\n$/s);
  });

  test('--json prints the ids read and those not found', async () => {
    const { io, ctx } = setup();
    await readMessages(ctx, { json: true, ids: [1, 7] });
    expect(JSON.parse(io.out())).toEqual({ ids: [1], notFound: [7] });
  });

  test('when none is found nothing is sent and it fails with exit 1', async () => {
    const { calls, ctx } = setup();
    const error = await readMessages(ctx, { json: false, ids: [12, 13] }).catch((e: unknown) => e);
    expect(exitCodeFor(error)).toBe(1);
    expect((error as Error).message).toBe('None of these is one of your messages: 12, 13');
    expect(calls.map((c) => c.url)).toEqual(['/message/list']);
  });
});

describe('messages show', () => {
  const todo = message(9, {
    type: 'todo',
    title: 'Approve a media parameter change',
    subTitle: '',
    content:
      'Video match mode Custom → Mode 1 · Encoding resolution 720×1280 → 1080×1920 · Video encoding profile High → Main · Audio encoding rate 128 → 192',
    time: '2026-11-29T06:05:00.000Z',
    messageType: 2,
  });
  const zhTodo = {
    ...todo,
    title: '审批音视频参数变更',
    content: '视频匹配模式 自定义 → 模式1 · 音频编码码率 128 → 192',
  };
  function showSetup(
    io = createFakeIO(),
    box: Message[] = [todo, ...inbox],
    env: Record<string, string> = {},
  ) {
    const calls: StubCall[] = [];
    const f = createTestFactory({
      io,
      adapter: stubAdapter({ 'POST /message/list': () => ok(box) }, calls),
      token: 'tok',
      env,
    });
    return { io, calls, ctx: f.context() };
  }

  test('on a terminal: labelled lines, the whole text wrapped to the width, nothing marked read', async () => {
    const { io, calls, ctx } = showSetup(createFakeIO({ stdoutTTY: true, noColor: true, columns: 60 }));
    await showMessage(ctx, { json: false, id: 9 });
    expect(calls.map((c) => c.url)).toEqual(['/message/list']);
    const out = io.out();
    expect(out).toMatch(/^ID {6}9$/m);
    expect(out).toMatch(/^Type {4}Todo$/m);
    expect(out).toMatch(/^Status {2}Unread$/m);
    expect(out).toMatch(/^Stage {3}In progress$/m);
    expect(out).toMatch(/^Time {4}2026-11-29 14:05 UTC\+8$/m);
    expect(out).toMatch(/^Title {3}Approve a media parameter change$/m);
    // every word of the text is there, on lines no wider than the terminal
    const lines = out.split('\n');
    for (const line of lines) expect(line.length).toBeLessThanOrEqual(60);
    const text = lines
      .slice(lines.findIndex((l) => l.startsWith('Text')))
      .map((l) => l.slice(8))
      .join(' ')
      .replace(/\s+/g, ' ')
      .trim();
    expect(text).toBe(todo.content);
  });

  test('the title line: a message goes on from its sender, a to-do names its kind', async () => {
    const lines = async (m: Message, env: Record<string, string> = {}) => {
      const { io, ctx } = showSetup(createFakeIO({ stdoutTTY: true, noColor: true }), [m], env);
      await showMessage(ctx, { json: false, id: m.id });
      return io
        .out()
        .split('\n')
        .find((l) => /^(Title|标题)/.test(l));
    };
    expect(await lines(message(3, { title: 'Ning Bo', subTitle: 'replied' }))).toBe(
      'Title   Ning Bo replied',
    );
    expect(await lines(message(3, { title: '宁波', subTitle: '的回复' }), { OPSDECK_LANG: 'zh-CN' })).toBe(
      '标题  宁波的回复',
    );
    expect(
      await lines(
        message(31, { type: 'todo', title: 'Approval #1 is waiting for you', subTitle: 'Coin re-issue' }),
      ),
    ).toBe('Title   Approval #1 is waiting for you · Coin re-issue');
  });

  test('zh-CN on a terminal: Chinese labels and the Chinese text', async () => {
    const { io, ctx } = showSetup(createFakeIO({ stdoutTTY: true, noColor: true, columns: 100 }), [zhTodo], {
      OPSDECK_LANG: 'zh-CN',
    });
    await showMessage(ctx, { json: false, id: 9 });
    const out = io.out();
    expect(out).toMatch(/^类型 {2}待办$/m);
    expect(out).toMatch(/^进度 {2}进行中$/m);
    expect(out).toMatch(/^正文 {2}视频匹配模式 自定义 → 模式1 · 音频编码码率 128 → 192$/m);
  });

  test('piped: stable key value lines, the text on one line', async () => {
    const { io, ctx } = showSetup();
    await showMessage(ctx, { json: false, id: 2 });
    expect(io.out()).toBe(
      [
        'id        2',
        'type      todo',
        'status    unread',
        'stage     ',
        'time      2024-05-01 10:00:00',
        'title     Review the release',
        'subTitle  ',
        'content   body',
        '',
      ].join('\n'),
    );
  });

  test("--json prints the message; an id not among the caller's fails with exit 1", async () => {
    const { io, ctx } = showSetup();
    await showMessage(ctx, { json: true, id: 9 });
    expect(JSON.parse(io.out())).toEqual(todo);
    const error = await showMessage(ctx, { json: false, id: 77 }).catch((e: unknown) => e);
    expect(exitCodeFor(error)).toBe(1);
    expect((error as Error).message).toBe(
      'Message 77 is not one of your messages (opsdeck messages list shows their ids)',
    );
  });
});
