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
  test('a note (a re-issue held for a second admin) sits between the summary and the question, wrapped', async () => {
    const view = render(
      <ConfirmPrompt
        title="Re-issue coins"
        items={[{ label: 'Coins', value: '+15,000' }]}
        note="Needs a second admin: this re-issue of 15,000 coins is above the member threshold of 10,000 coins."
        question="Send it for approval? [y/N]"
        hint="y then Enter: send for approval"
        color={false}
        width={60}
        onAnswer={vi.fn()}
      />,
    );
    await vi.waitFor(() => expect(view.lastFrame()).toContain('send for approval'), WAIT_FOR);
    const lines = (view.lastFrame() ?? '').split('\n');
    const note = lines.findIndex((l) => l.startsWith('! Needs a second admin'));
    expect(note).toBeGreaterThan(lines.findIndex((l) => l.includes('+15,000')));
    expect(note).toBeLessThan(lines.findIndex((l) => l.startsWith('? Send it for approval?')));
    expect(lines.join(' ').replace(/\s+/g, ' ')).toContain('above the member threshold of 10,000 coins.');
  });

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
