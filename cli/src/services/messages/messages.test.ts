import type { Message } from '@opsdeck/shared/schemas';
import { describe, expect, test } from 'vitest';
import { NotSignedInError } from '../../errors.js';
import { exitCodeFor } from '../../exit-codes.js';
import { createFakeIO } from '../../testing/fake-io.js';
import { ok, type StubCall, stubAdapter } from '../../testing/stub-api.js';
import { createTestFactory } from '../../testing/test-factory.js';
import { listMessages } from './list.js';
import { readMessages } from './read.js';

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
