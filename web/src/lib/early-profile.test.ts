import type { ApiClient } from '@opsdeck/shared/api';
import type { Profile } from '@opsdeck/shared/schemas';
import { describe, expect, test, vi } from 'vitest';
import { fetchProfileEarly, takeEarlyProfile } from './early-profile.ts';

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
});
