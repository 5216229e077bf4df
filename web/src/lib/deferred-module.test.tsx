import { act, render, screen } from '@testing-library/react';
import { describe, expect, test, vi } from 'vitest';
import { deferredModule } from './deferred-module.ts';

/** An importer that rejects its first call (a chunk's fetch that failed), then resolves. */
function flakyImporter() {
  const module = { check: (n: number) => n > 0 };
  let calls = 0;
  const importer = vi.fn(async () => {
    calls += 1;
    if (calls === 1) throw new TypeError('Failed to fetch dynamically imported module');
    return module;
  });
  return { module, importer };
}

function Checks({ use }: { use: () => { check: (n: number) => boolean } | null }) {
  const checks = use();
  return <p data-testid="checks">{checks ? `in: ${checks.check(1)}` : 'not yet'}</p>;
}

describe('a deferred module (a form’s checks loaded after the first paint)', () => {
  test('a load that fails rejects its callers, and the next load fetches it again', async () => {
    const { module, importer } = flakyImporter();
    const then = vi.fn();
    const deferred = deferredModule(1, importer, then);
    const first = deferred.load();
    // a second caller while the first load is on its way shares it (one fetch)
    expect(deferred.load()).toBe(first);
    await expect(first).rejects.toThrow('Failed to fetch');
    expect(deferred.loaded()).toBeNull();
    expect(then).not.toHaveBeenCalled();

    await expect(deferred.load()).resolves.toBe(module);
    expect(importer).toHaveBeenCalledTimes(2);
    expect(deferred.loaded()).toBe(module);
    expect(then).toHaveBeenCalledWith(module);
    // once in, it is not fetched again
    await expect(deferred.load()).resolves.toBe(module);
    expect(importer).toHaveBeenCalledTimes(2);
  });

  test('use() loads nothing, stays null through a failed load and draws the module once a retry brings it', async () => {
    const { importer } = flakyImporter();
    const deferred = deferredModule(0, importer);
    render(<Checks use={deferred.use} />);
    expect(screen.getByTestId('checks').textContent).toBe('not yet');
    expect(importer).not.toHaveBeenCalled();

    await act(async () => {
      await deferred.load().catch(() => undefined);
    });
    expect(screen.getByTestId('checks').textContent).toBe('not yet');
    await act(async () => {
      await deferred.load();
    });
    expect(screen.getByTestId('checks').textContent).toBe('in: true');
  });

  test('a form mounted after the module is in draws with it at once; forget() puts the page back', async () => {
    const deferred = deferredModule(0, async () => ({ check: (n: number) => n > 1 }));
    await deferred.load();
    const { unmount } = render(<Checks use={deferred.use} />);
    expect(screen.getByTestId('checks').textContent).toBe('in: false');
    unmount();
    deferred.forget();
    expect(deferred.loaded()).toBeNull();
    render(<Checks use={deferred.use} />);
    expect(screen.getByTestId('checks').textContent).toBe('not yet');
  });
});
