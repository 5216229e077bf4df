import { act, renderHook } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { useContentForm } from './use-content-form.ts';
import type { Checked } from './validate.ts';

const FIELDS = ['title'] as const;
const valid: Checked<{ title: string }> = { ok: true, value: { title: 'Dawn' }, fields: {} };
const refused: Checked<{ title: string }> = { ok: false, fields: { title: 'Title is required' } };

describe('a content form whose checks load after its first paint', () => {
  test('checks that do not load send nothing and say so; the next save loads them and sends once', async () => {
    const sent: unknown[] = [];
    const send = async (value: { title: string }) => {
      sent.push(value);
    };
    let loads = 0;
    // the checks' chunk fails once (offline), then loads
    const pending = () =>
      ++loads === 1 ? Promise.reject(new Error('Failed to fetch')) : Promise.resolve(valid);
    const { result } = renderHook(() => useContentForm<(typeof FIELDS)[number]>(FIELDS));

    await act(() => result.current.save(pending, send));
    expect(result.current.checksFailed).toBe(true);
    expect(result.current.saving).toBe(false);
    expect(sent).toEqual([]);

    await act(() => result.current.save(pending, send));
    expect(result.current.checksFailed).toBe(false);
    expect(result.current.saving).toBe(false);
    expect(sent).toEqual([{ title: 'Dawn' }]);
    expect(loads).toBe(2);
  });

  test('a save that waited for the checks shows their messages and sends nothing when they refuse', async () => {
    const sent: unknown[] = [];
    let release: (c: Checked<{ title: string }>) => void = () => undefined;
    const arriving = new Promise<Checked<{ title: string }>>((r) => {
      release = r;
    });
    const { result } = renderHook(() => useContentForm<(typeof FIELDS)[number]>(FIELDS));
    let saved: Promise<void> = Promise.resolve();
    act(() => {
      saved = result.current.save(
        () => arriving,
        async (v) => {
          sent.push(v);
        },
      );
    });
    // waiting for the checks counts as saving (the button spins; a second Enter does not send twice)
    expect(result.current.saving).toBe(true);
    await act(async () => {
      release(refused);
      await saved;
    });
    expect(result.current.saving).toBe(false);
    expect(result.current.errorOf(refused)('title')).toBe('Title is required');
    expect(sent).toEqual([]);
  });
});
