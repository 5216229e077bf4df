import { render } from 'ink-testing-library';
import { describe, expect, test, vi } from 'vitest';
import { WAIT_FOR } from '../testing/wait.js';
import { SecretPrompt } from './secret-prompt.js';

function setup() {
  const onDone = vi.fn();
  const view = render(
    <SecretPrompt label="New password" hint="6+ characters" color={false} onDone={onDone} />,
  );
  return { ...view, onDone };
}

describe('SecretPrompt', () => {
  test('masks what is typed, keeps Backspace, answers on Enter', async () => {
    const { stdin, lastFrame, onDone } = setup();
    await vi.waitFor(() => expect(lastFrame()).toContain('New password'), WAIT_FOR);
    stdin.write('Ab');
    await vi.waitFor(() => expect(lastFrame()).toContain('••'), WAIT_FOR);
    stdin.write('c1');
    await vi.waitFor(() => expect(lastFrame()).toContain('••••'), WAIT_FOR);
    stdin.write('\u007f');
    await vi.waitFor(() => expect(lastFrame()).not.toContain('••••'), WAIT_FOR);
    expect(lastFrame()).not.toContain('Ab');
    expect(lastFrame()).toContain('6+ characters');
    stdin.write('9\r');
    await vi.waitFor(() => expect(onDone).toHaveBeenCalledWith('Abc9'), WAIT_FOR);
  });

  test('Esc cancels with null', async () => {
    const { stdin, lastFrame, onDone } = setup();
    await vi.waitFor(() => expect(lastFrame()).toContain('New password'), WAIT_FOR);
    stdin.write('x');
    await vi.waitFor(() => expect(lastFrame()).toContain('•'), WAIT_FOR);
    stdin.write('\u001b');
    await vi.waitFor(() => expect(onDone).toHaveBeenCalledWith(null), WAIT_FOR);
  });
});
