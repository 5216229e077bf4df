import type { ApiClient } from '@opsdeck/shared/api';
import type { Profile } from '@opsdeck/shared/schemas';
import { describe, expect, test, vi } from 'vitest';
import { fetchProfileEarly, takeEarlyProfile } from './early-profile.ts';
import { EARLY_PROFILE_GLOBAL } from './early-profile-global.ts';

const profile = { name: 'Lin Qiao' } as Profile;
const clientAnswering = (answer: () => Promise<unknown>) => {
  const request = vi.fn(answer);
  return { client: { axios: {} as ApiClient['axios'], request } as unknown as ApiClient, request };
};

describe('the profile asked for at boot', () => {
  test("is the guard's first answer, asked quietly and once; later checks ask the server", async () => {
    const { client, request } = clientAnswering(async () => profile);
    fetchProfileEarly(client);
    expect(request).toHaveBeenCalledWith(expect.objectContaining({ method: 'GET', quiet: true }));
    const ask = vi.fn(async () => ({ name: 'again' }) as Profile);
    await expect(takeEarlyProfile(ask)).resolves.toBe(profile);
    expect(ask).not.toHaveBeenCalled();
    await expect(takeEarlyProfile(ask)).resolves.toEqual({ name: 'again' });
    expect(ask).toHaveBeenCalledTimes(1);
  });

  test('a failed early answer is asked again by the guard (whose failure shows as any other)', async () => {
    const { client } = clientAnswering(async () => {
      throw new Error('Network Error');
    });
    fetchProfileEarly(client);
    const ask = vi.fn(async () => profile);
    await expect(takeEarlyProfile(ask)).resolves.toBe(profile);
    expect(ask).toHaveBeenCalledTimes(1);
  });

  const askedByPage = (status: number, body: unknown) => {
    (window as unknown as Record<string, unknown>)[EARLY_PROFILE_GLOBAL] = Promise.resolve(
      new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
    );
  };

  test("takes the answer index.html's inline script asked for, without asking again", async () => {
    askedByPage(200, { code: 200, msg: 'ok', data: profile });
    const { client, request } = clientAnswering(async () => ({ name: 'client' }));
    fetchProfileEarly(client);
    const ask = vi.fn(async () => ({ name: 'again' }) as Profile);
    await expect(takeEarlyProfile(ask)).resolves.toEqual(profile);
    expect(request).not.toHaveBeenCalled();
    expect(ask).not.toHaveBeenCalled();
    expect(EARLY_PROFILE_GLOBAL in window).toBe(false);
  });

  test("a refusal in the page's answer (an expired session) is asked again by the guard", async () => {
    askedByPage(401, { code: 50014, msg: 'Token expired' });
    const { client } = clientAnswering(async () => profile);
    fetchProfileEarly(client);
    const ask = vi.fn(async () => profile);
    await expect(takeEarlyProfile(ask)).resolves.toBe(profile);
    expect(ask).toHaveBeenCalledTimes(1);
  });

  test('an envelope that is not a success is asked again, even with HTTP 200', async () => {
    askedByPage(200, { code: 50008, msg: 'Illegal token' });
    fetchProfileEarly(clientAnswering(async () => profile).client);
    const ask = vi.fn(async () => profile);
    await expect(takeEarlyProfile(ask)).resolves.toBe(profile);
    expect(ask).toHaveBeenCalledTimes(1);
  });
});
