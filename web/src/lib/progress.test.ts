import NProgress from 'nprogress';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { WAIT_FOR } from '../testing/wait.ts';
import { progress } from './progress.ts';

const bar = () => document.getElementById('nprogress');

describe('the navigation bar', () => {
  afterEach(() => {
    progress.done();
    NProgress.remove();
    NProgress.status = null;
  });

  test('starts with the next frame, not in the navigation task', async () => {
    progress.start();
    expect(bar()).toBeNull();
    await new Promise((resolve) => requestAnimationFrame(resolve));
    await vi.waitFor(() => expect(bar()).not.toBeNull(), WAIT_FOR);
  });

  test('a navigation done before that frame draws no bar', async () => {
    progress.start();
    progress.done();
    await new Promise((resolve) => requestAnimationFrame(resolve));
    await new Promise((resolve) => requestAnimationFrame(resolve));
    expect(bar()).toBeNull();
  });
});
