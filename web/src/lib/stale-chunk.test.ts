import { afterEach, describe, expect, test, vi } from 'vitest';
import { WAIT_FOR } from '../testing/wait.ts';

const shown: { message: unknown; action?: { text?: unknown; onClick?: unknown } }[] = [];
vi.mock('./toaster.ts', () => ({
  showToast: (props: (typeof shown)[number]) => shown.push(props),
  unmountToaster: () => undefined,
}));

const { importChunk, resetChunkImports } = await import('./chunk-import.ts');
const { i18n } = await import('./i18n.ts');
const { reportStaleChunk } = await import('./stale-chunk.ts');

const BASE = 'https://console.test/assets/start.js';
const refused = async (url: string) => {
  throw new TypeError(`Failed to fetch dynamically imported module: ${url}`);
};
/** A failed import of a chunk, as lib/chunk-import.ts saw it. */
const failure = (name: string) => importChunk(`./${name}.js`, BASE, refused).catch((e: unknown) => e);

afterEach(async () => {
  shown.length = 0;
  resetChunkImports();
  vi.unstubAllGlobals();
  await i18n.changeLanguage('en-US');
});

/** Dismisses the notice on screen (as its × would). */
const dismiss = () => (shown.at(-1) as unknown as { onDismiss: () => void }).onDismiss();

describe('the notice of a chunk that did not load (the server asked why)', () => {
  test('no answer: the connection, with Retry (en-US and zh-CN); a 404: the console was updated, with Reload', async () => {
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('Failed to fetch');
    });
    await reportStaleChunk(await failure('a'));
    expect(shown.at(-1)?.message).toBe(i18n.t('exception.chunkConnection'));
    expect(shown.at(-1)?.message).toContain('could not be reached');
    expect(shown.at(-1)?.action?.text).toBe('Retry');
    dismiss();

    await i18n.changeLanguage('zh-CN');
    await reportStaleChunk(await failure('b'));
    expect(shown.at(-1)?.message).toBe('控制台的部分内容未能加载：无法连接到服务器。请检查网络连接后重试。');
    expect(shown.at(-1)?.action?.text).toBe('重试');
    dismiss();

    vi.stubGlobal('fetch', async () => new Response('Not Found', { status: 404 }));
    await reportStaleChunk(await failure('c'));
    expect(shown.at(-1)?.message).toBe('控制台已更新，请重新加载页面以使用新版本。');
    expect(shown.at(-1)?.action?.text).toBe('重新加载');
    await i18n.changeLanguage('en-US');
    dismiss();
    await reportStaleChunk(await failure('d'));
    expect(shown.at(-1)?.message).toBe('The console was updated. Reload the page to use the new version.');
    expect(shown.at(-1)?.action?.text).toBe('Reload');
  });

  test('one notice at a time: the same case again adds none; Retry that fails again tells again', async () => {
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('Failed to fetch');
    });
    const retry = vi.fn(async () => {
      throw await failure('e');
    });
    const reload = vi.fn();
    await reportStaleChunk(await failure('e'), { retry, reload });
    await reportStaleChunk(await failure('f'), { retry, reload });
    expect(shown).toHaveLength(1);
    const onClick = shown[0]?.action?.onClick as () => void;
    onClick();
    expect(retry).toHaveBeenCalledTimes(1);
    await vi.waitFor(() => expect(shown).toHaveLength(2), WAIT_FOR);
    expect(shown[1]?.message).toBe(i18n.t('exception.chunkConnection'));
  });

  test('an error that is no failed chunk shows nothing', async () => {
    await reportStaleChunk(new Error('a bug'));
    await reportStaleChunk(undefined);
    expect(shown).toEqual([]);
  });
});
