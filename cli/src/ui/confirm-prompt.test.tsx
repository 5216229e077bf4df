import { render } from 'ink-testing-library';
import { describe, expect, test, vi } from 'vitest';
import { keyTyper } from '../testing/ink-keys.js';
import { WAIT_FOR } from '../testing/wait.js';
import { ConfirmPrompt, isYes } from './confirm-prompt.js';

function setup() {
  const onAnswer = vi.fn();
  const view = render(
    <ConfirmPrompt
      title="Re-issue coins"
      items={[
        { label: 'Member', value: 'Slow Dolphin (10104729)' },
        { label: 'Balance', value: '22 → 72' },
      ]}
      question="Issue it? [y/N]"
      hint="y then Enter: issue"
      color={false}
      onAnswer={onAnswer}
    />,
  );
  const type = keyTyper(view.stdin);
  return { ...view, type, onAnswer };
}

describe('ConfirmPrompt', () => {
  test('shows the summary, the question and the hint', async () => {
    const { lastFrame } = setup();
    await vi.waitFor(() => expect(lastFrame()).toContain('y then Enter: issue'), WAIT_FOR);
    expect(lastFrame()).toMatchInlineSnapshot(`
      "Re-issue coins
        Member   Slow Dolphin (10104729)
        Balance  22 → 72

      ? Issue it? [y/N]
      y then Enter: issue"
    `);
  });

  test.each([
    ['y then Enter', ['y', '\r'], true],
    ['YES then Enter', ['Y', 'E', 'S', '\r'], true],
    ['y and the line break in one chunk', ['y\r'], true],
    ['Enter alone', ['\r'], false],
    ['n then Enter', ['n', '\r'], false],
    ['y, backspace, Enter', ['y', '\u007f', '\r'], false],
    ['Esc', ['y', '\u001b'], false],
    ['Ctrl+C', ['\u0003'], false],
  ])('%s', async (_name, keys, answer) => {
    const { type, onAnswer, lastFrame } = setup();
    await type(...keys);
    await vi.waitFor(() => expect(onAnswer).toHaveBeenCalledTimes(1), WAIT_FOR);
    expect(onAnswer).toHaveBeenCalledWith(answer);
    expect(lastFrame()).not.toContain('y then Enter: issue');
  });

  test('y alone answers nothing yet', async () => {
    const { type, onAnswer, lastFrame } = setup();
    await type('y');
    await vi.waitFor(() => expect(lastFrame()).toContain('? Issue it? [y/N] y'), WAIT_FOR);
    expect(onAnswer).not.toHaveBeenCalled();
  });

  test('isYes takes y and yes in any case, nothing else', () => {
    expect(['y', 'Y', 'yes', ' Yes '].map(isYes)).toEqual([true, true, true, true]);
    expect(['', 'n', 'no', 'yy', 'ok', '是'].map(isYes)).toEqual([false, false, false, false, false, false]);
  });
});
