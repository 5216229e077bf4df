import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, test } from 'vitest';
import { AmountInput } from './amount-input.tsx';

function Field({ seen }: { seen: string[] }) {
  const [text, setText] = useState('');
  return (
    <AmountInput
      aria-label="Coins"
      value={text}
      onValueChange={(_n, t) => {
        seen.push(t);
        setText(t);
      }}
    />
  );
}

describe('AmountInput: the amount as typed, grouping kept for the shared reading', () => {
  afterEach(cleanup);

  test('the `,` key is not refused and a pasted `1,50` is not turned into 150', () => {
    const seen: string[] = [];
    render(<Field seen={seen} />);
    const input = screen.getByRole('spinbutton', { name: 'Coins' }) as HTMLInputElement;
    // Blueprint's NumericInput cancels the key press of `,` and strips it from a paste
    expect(fireEvent.keyPress(input, { key: ',', code: 'Comma', charCode: 44 })).toBe(true);
    fireEvent.paste(input);
    fireEvent.change(input, { target: { value: '1,50' } });
    expect(seen.at(-1)).toBe('1,50');
    fireEvent.change(input, { target: { value: '1,500' } });
    expect(input.value).toBe('1,500');
    expect(input.getAttribute('aria-valuenow')).toBe('1500');
  });

  test('↑ steps from a grouped amount', () => {
    const seen: string[] = [];
    render(<Field seen={seen} />);
    const input = screen.getByRole('spinbutton', { name: 'Coins' }) as HTMLInputElement;
    fireEvent.change(input, { target: { value: '1,500' } });
    fireEvent.keyDown(input, { key: 'ArrowUp' });
    expect(Number(input.value.replaceAll(',', ''))).toBe(1501);
  });
});
