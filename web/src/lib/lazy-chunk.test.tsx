import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, test, vi } from 'vitest';
import { WAIT_FOR } from '../testing/wait.ts';
import { askChunksAgain, ChunkBoundary, lazyChunk } from './lazy-chunk.ts';

const fetchFailed = () =>
  new TypeError('Failed to fetch dynamically imported module: https://c.test/assets/x.js');

function Hello({ name }: { name: string }) {
  return <p>hello {name}</p>;
}

/** A chunk's load that fails while `offline.now`, else brings Hello. */
function flakyLoad(offline: { now: boolean }) {
  return vi.fn(async () => {
    if (offline.now) throw fetchFailed();
    return { default: Hello };
  });
}

describe('lazyChunk and ChunkBoundary (a lazy part whose chunk did not load)', () => {
  test('a failed load draws nothing, not again by itself; asked again, it loads and draws', async () => {
    const offline = { now: true };
    const load = flakyLoad(offline);
    const Lazy = lazyChunk(load);
    const onChunkError = vi.fn();
    // React reports the error it caught
    const spy = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <div>
        <p>the page</p>
        <ChunkBoundary onChunkError={onChunkError}>
          <Suspense fallback={<p>loading</p>}>
            <Lazy name="there" />
          </Suspense>
        </ChunkBoundary>
      </div>,
    );
    await act(async () => {
      await Promise.resolve();
    });
    await vi.waitFor(() => expect(onChunkError).toHaveBeenCalledTimes(1), WAIT_FOR);
    expect(screen.getByText('the page')).toBeTruthy();
    expect(screen.queryByText(/hello|loading/)).toBeNull();
    // React draws a failed part again at once: that did not fetch again (no loop)
    expect(load).toHaveBeenCalledTimes(1);

    offline.now = false;
    act(() => askChunksAgain());
    await screen.findByText('hello there');
    expect(load).toHaveBeenCalledTimes(2);
    spy.mockRestore();
  });

  test('any other error goes on to the boundary above', () => {
    function Broken(): never {
      throw new Error('a bug');
    }
    const spy = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() =>
      render(
        <ChunkBoundary>
          <Broken />
        </ChunkBoundary>,
      ),
    ).toThrow('a bug');
    spy.mockRestore();
  });
});
