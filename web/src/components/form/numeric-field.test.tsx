import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, test } from 'vitest';
import { NumericField } from './numeric-field.tsx';

function Form() {
  const [text, setText] = useState('9');
  return (
    <form>
      <NumericField aria-label="Coins" value={text} max={10} onValueChange={(_n, t) => setText(t)} />
      <input aria-label="Reason" />
    </form>
  );
}

/** What Tab reaches, in order: every element the keyboard can focus (tabIndex ≥ 0, not disabled). */
const tabStops = () =>
  [...document.querySelectorAll<HTMLElement>('input, button, textarea, select, a[href]')]
    .filter((el) => el.tabIndex >= 0 && !(el as HTMLButtonElement).disabled)
    .map((el) => el.getAttribute('aria-label'));

describe('NumericField: a number field whose steppers the Tab key passes by', () => {
  afterEach(cleanup);

  test('Tab goes from the number to the next field; the steppers still step with the mouse', () => {
    render(<Form />);
    // Blueprint's own: Coins, increment, decrement, Reason
    expect(tabStops()).toEqual(['Coins', 'Reason']);
    // (Blueprint's label here; the console names it 'Increase', lib/blueprint-labels.ts)
    const increase = screen.getByRole('button', { name: 'increment' });
    fireEvent.mouseDown(increase);
    fireEvent.mouseUp(increase);
    expect((screen.getByRole('spinbutton', { name: 'Coins' }) as HTMLInputElement).value).toBe('10');
    // drawn again at its bound (Increase disabled): still out of the Tab order
    expect(screen.getAllByRole('button').map((b) => b.tabIndex)).toEqual([-1, -1]);
  });
});
