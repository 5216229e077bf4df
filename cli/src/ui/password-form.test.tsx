import { render } from 'ink-testing-library';
import { describe, expect, test, vi } from 'vitest';
import { createTranslator } from '../i18n-bundled.js';
import { keyTyper } from '../testing/ink-keys.js';
import { WAIT_FOR } from '../testing/wait.js';
import { type PasswordFailure, PasswordForm } from './password-form.js';
import { displayWidth } from './plain.js';

const KEYS = { enter: '\r', tab: '\t', escape: '\u001b', backspace: '\u007f' };

type Submit = (body: { oldPassword: string; newPassword: string }) => Promise<PasswordFailure | null>;

function setup(submit: Submit = async () => null, locale: 'en-US' | 'zh-CN' = 'en-US', width?: number) {
  const onDone = vi.fn();
  const onCancel = vi.fn();
  const view = render(
    <PasswordForm
      t={createTranslator(locale)}
      locale={locale}
      color={false}
      width={width}
      submit={submit}
      onDone={onDone}
      onCancel={onCancel}
    />,
  );
  return { ...view, type: keyTyper(view.stdin), onDone, onCancel };
}

/** The number of • drawn on the line of `label`. */
const dots = (frame: string | undefined, label: string) =>
  (frame ?? '')
    .split('\n')
    .find((l) => l.includes(label))
    ?.match(/•+/)?.[0].length ?? 0;

describe('PasswordForm', () => {
  test('a weak new password keeps the form and all three entries; fixing it submits', async () => {
    const submit = vi.fn<Submit>(async () => null);
    const { lastFrame, type, onDone } = setup(submit);
    await type('Admin@123', KEYS.enter, 'weak', KEYS.enter, 'weak', KEYS.enter);
    // nothing typed is thrown away, and the cursor is on the refused entry (one frame holds it all)
    await vi.waitFor(() => {
      const frame = lastFrame();
      expect(frame).toContain('must be six or more characters');
      expect(dots(frame, 'Current password')).toBe(9);
      expect(dots(frame, 'New password again')).toBe(4);
      expect(frame).toMatch(/› New password +•{4}/);
      expect(frame).toContain('Esc: cancel');
    }, WAIT_FOR);
    expect(submit).not.toHaveBeenCalled();
    // fix the new password in place, type it again, and the change is sent with the kept current one
    await type(KEYS.backspace, KEYS.backspace, KEYS.backspace, KEYS.backspace, 'Stronger@1', KEYS.enter);
    await type('\u0015', 'Stronger@1', KEYS.enter);
    await vi.waitFor(() => expect(onDone).toHaveBeenCalledTimes(1), WAIT_FOR);
    expect(submit).toHaveBeenCalledWith({ oldPassword: 'Admin@123', newPassword: 'Stronger@1' });
  });

  test('two different new passwords: named under the second, the form stays', async () => {
    const submit = vi.fn<Submit>(async () => null);
    const { lastFrame, type } = setup(submit);
    await type('Admin@123', KEYS.enter, 'Stronger@1', KEYS.enter, 'Stronger@2', KEYS.enter);
    await vi.waitFor(() => expect(lastFrame()).toContain('The two new passwords differ'), WAIT_FOR);
    expect(submit).not.toHaveBeenCalled();
    expect(dots(lastFrame(), 'New password again')).toBe(10);
  });

  test('the server refuses the current password: its message shows, only that entry is asked again', async () => {
    const submit = vi
      .fn<Submit>()
      .mockResolvedValueOnce({ lines: ['error: Your current password was not accepted'], field: 'old' })
      .mockResolvedValueOnce(null);
    const { lastFrame, type, onDone } = setup(submit);
    await type('Wrong@123', KEYS.enter, 'Stronger@1', KEYS.enter, 'Stronger@1', KEYS.enter);
    await vi.waitFor(() => expect(lastFrame()).toContain('current password was not accepted'), WAIT_FOR);
    expect(dots(lastFrame(), 'Current password')).toBe(0);
    expect(dots(lastFrame(), 'New password again')).toBe(10);
    await type('Admin@123', KEYS.tab, KEYS.tab, KEYS.enter);
    await vi.waitFor(() => expect(onDone).toHaveBeenCalledTimes(1), WAIT_FOR);
    expect(submit).toHaveBeenLastCalledWith({ oldPassword: 'Admin@123', newPassword: 'Stronger@1' });
  });

  test('zh-CN: the rule in Chinese; Esc cancels', async () => {
    const { lastFrame, type, onCancel } = setup(async () => null, 'zh-CN');
    await type('Admin@123', KEYS.enter, 'abc', KEYS.enter, 'abc', KEYS.enter);
    await vi.waitFor(() => expect(lastFrame()).toContain('新密码'), WAIT_FOR);
    expect(lastFrame()).toMatch(/[\u4e00-\u9fff]+.*6/);
    await type(KEYS.escape);
    await vi.waitFor(() => expect(onCancel).toHaveBeenCalled(), WAIT_FOR);
  });

  test.each(['en-US', 'zh-CN'] as const)(
    'in %s at 60 columns its texts wrap within them, Chinese between characters',
    async (locale) => {
      const { lastFrame, type } = setup(async () => null, locale, 60);
      await type('Admin@123', KEYS.enter, 'weak', KEYS.enter, 'weak', KEYS.enter);
      const t = createTranslator(locale);
      await vi.waitFor(
        () => expect(lastFrame()).toContain(t('account.cli.password.formHint').slice(0, 8)),
        WAIT_FOR,
      );
      const lines = (lastFrame() ?? '').split('\n');
      for (const line of lines) expect(displayWidth(line.trimEnd())).toBeLessThanOrEqual(60);
      // the rule under the title: its first line is full, not cut at its one space (新密码须不少于 6 | 位、…)
      expect(displayWidth(lines[1] ?? '')).toBeGreaterThan(50);
    },
  );
});
