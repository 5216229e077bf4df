import { createApiClient } from '@opsdeck/shared/api';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { i18n } from '../../../lib/i18n.ts';
import { unmountToaster } from '../../../lib/toaster.ts';
import { WAIT_FOR } from '../../../testing/wait.ts';
import { fetchServerMenu } from './fetch-server-menu.ts';

const toasts = () => [...document.querySelectorAll('.bp6-toast')].map((el) => el.textContent ?? '');

describe('fetchServerMenu', () => {
  afterEach(() => unmountToaster());

  test('a fetch that fails at once (the toaster still loading) leaves one notice: the failure', async () => {
    await i18n.changeLanguage('en-US');
    const client = createApiClient({
      baseURL: 'http://opsdeck.test/api',
      getToken: () => 'token',
      adapter: async () => {
        throw Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' });
      },
    });
    expect(await fetchServerMenu(client)).toBe(false);
    await vi.waitFor(() => expect(toasts().join('\n')).toContain('menu could not be loaded'), WAIT_FOR);
    await vi.waitFor(() => expect(toasts()).toHaveLength(1), WAIT_FOR);
    expect(toasts()[0]).not.toContain(i18n.t('web.serverMenu.loading'));
  });
});
