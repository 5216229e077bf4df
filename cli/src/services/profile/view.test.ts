import { ApiError } from '@opsdeck/shared/errors';
import type { Profile } from '@opsdeck/shared/schemas';
import { describe, expect, test } from 'vitest';
import { NotSignedInError } from '../../errors.js';
import { createFakeIO } from '../../testing/fake-io.js';
import { fail, ok, stubAdapter } from '../../testing/stub-api.js';
import { createTestFactory } from '../../testing/test-factory.js';
import { avatarUrl, viewProfile } from './view.js';

const profile: Profile = {
  id: 1,
  name: 'Wang Lin',
  avatar: 'https://example.com/a.png',
  job: 'ops',
  jobName: 'Operations lead',
  organization: 'ops',
  organizationName: 'Operations',
  location: 'sh',
  locationName: 'Shanghai',
  email: 'admin@opsdeck.dev',
  introduction: 'Keeps the lights on',
  personalWebsite: 'https://opsdeck.dev',
  phone: '13800000001',
  registrationDate: '2024-01-02 03:04:05',
  visibleId: 'OD-0001',
  certification: 1,
  role: 'admin',
};

function setup(io = createFakeIO(), reply = ok(profile)) {
  const f = createTestFactory({
    io,
    adapter: stubAdapter({ 'GET /admin/account/profile': () => reply }),
    token: 't',
  });
  return { io, ctx: f.context() };
}

describe('profile', () => {
  test('--json gives the avatar as a URL: a data: URL by its hash, a path on the server, a URL as it is', async () => {
    const svg =
      'data:image/svg+xml;charset=utf-8,%3Csvg%20xmlns%3D%22http%3A%2F%2Fwww.w3.org%2F2000%2Fsvg%22%2F%3E';
    const { io, ctx } = setup(createFakeIO(), ok({ ...profile, avatar: svg }));
    await viewProfile(ctx, { json: true });
    const printed = JSON.parse(io.out());
    expect(printed.avatar).toMatch(/^http:\/\/localhost:8080\/avatars\/[0-9a-f]{64}\.svg$/);
    expect(io.out()).not.toContain('data:');
    expect(avatarUrl('https://ops.example.com/api', '/uploads/ab.png')).toBe(
      'https://ops.example.com/uploads/ab.png',
    );
    expect(avatarUrl('https://ops.example.com/api', 'https://cdn.example.com/a.png')).toBe(
      'https://cdn.example.com/a.png',
    );
    expect(avatarUrl('https://ops.example.com/api', '')).toBe('');
  });

  test('--json prints every field', async () => {
    const { io, ctx } = setup();
    await viewProfile(ctx, { json: true });
    expect(JSON.parse(io.out())).toEqual(profile);
  });

  test('piped: aligned field/value lines with raw values', async () => {
    const { io, ctx } = setup();
    await viewProfile(ctx, { json: false });
    expect(io.out()).toMatchInlineSnapshot(`
      "name              Wang Lin
      role              admin
      phone             13800000001
      email             admin@opsdeck.dev
      jobName           Operations lead
      organizationName  Operations
      locationName      Shanghai
      introduction      Keeps the lights on
      personalWebsite   https://opsdeck.dev
      registrationDate  2024-01-02 03:04:05
      visibleId         OD-0001
      certification     1
      id                1
      "
    `);
  });

  test('on a terminal: translated labels and values', async () => {
    const { io, ctx } = setup(createFakeIO({ stdoutTTY: true, noColor: true }));
    await viewProfile(ctx, { json: false });
    expect(io.out()).toMatch(/^Name\s+Wang Lin$/m);
    expect(io.out()).toMatch(/^Role\s+Administrator$/m);
    expect(io.out()).toMatch(/^Certification\s+Certified$/m);
    // the words /user/info uses, and the internal id as members show names it
    expect(io.out()).toMatch(/^Job\s+Operations lead$/m);
    expect(io.out()).toMatch(/^Organization\s+Operations$/m);
    expect(io.out()).toMatch(/^Location\s+Shanghai$/m);
    expect(io.out()).toMatch(/^Internal ID\s+1$/m);
    expect(io.out()).not.toMatch(/Job title|Organization name|Location name/);
  });

  test('a dead session is an ApiError with the server code', async () => {
    const { ctx } = setup(createFakeIO(), fail(401, 50014, 'Your session has expired; sign in again'));
    await expect(viewProfile(ctx, { json: false })).rejects.toMatchObject({ code: 50014 });
    await expect(viewProfile(ctx, { json: false })).rejects.toBeInstanceOf(ApiError);
  });

  test('no token: NotSignedInError', async () => {
    const f = createTestFactory();
    await expect(viewProfile(f.context(), { json: true })).rejects.toBeInstanceOf(NotSignedInError);
  });
});
