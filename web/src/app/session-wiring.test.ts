import type { Profile } from '@opsdeck/shared/schemas';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { i18n } from '../lib/i18n.ts';
import { resetUser, setProfile, userStore } from '../stores/user-store.ts';
import { WAIT_FOR } from '../testing/wait.ts';
import { wireProfileLanguage } from './session-wiring.ts';

const profile = (jobName: string): Profile => ({
  id: 1,
  name: 'Lin',
  avatar: '',
  job: 'operations',
  jobName,
  organization: 'content-ops',
  organizationName: jobName,
  location: '',
  locationName: '',
  email: '',
  introduction: '',
  personalWebsite: '',
  phone: '13800000001',
  registrationDate: '2021-03-15T01:30:00.000Z',
  visibleId: '10000001',
  certification: 1,
  role: 'admin',
});

let unwire: (() => void) | undefined;
afterEach(async () => {
  unwire?.();
  resetUser();
  await i18n.changeLanguage('en-US');
});

describe('the profile follows the console language', () => {
  test('a language switch while signed in asks for the profile again, named in the new language', async () => {
    setProfile(profile('Head of Operations'));
    const ask = vi.fn(async () => profile('运营负责人'));
    unwire = wireProfileLanguage({ session: { profile: ask } as never });
    await i18n.changeLanguage('zh-CN');
    await vi.waitFor(() => expect(userStore.profile?.jobName).toBe('运营负责人'), WAIT_FOR);
    expect(ask).toHaveBeenCalledTimes(1);
  });

  test('signed out, nothing is asked; a failed call keeps the names the profile had', async () => {
    const ask = vi.fn(async () => profile('x'));
    unwire = wireProfileLanguage({ session: { profile: ask } as never });
    await i18n.changeLanguage('zh-CN');
    expect(ask).not.toHaveBeenCalled();
    unwire();
    setProfile(profile('Head of Operations'));
    const failing = vi.fn(async (): Promise<Profile> => {
      throw new Error('down');
    });
    unwire = wireProfileLanguage({ session: { profile: failing } as never });
    await i18n.changeLanguage('en-US');
    await vi.waitFor(() => expect(failing).toHaveBeenCalledTimes(1), WAIT_FOR);
    expect(userStore.profile?.jobName).toBe('Head of Operations');
  });
});
