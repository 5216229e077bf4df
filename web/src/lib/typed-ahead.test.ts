import { describe, expect, test } from 'vitest';
import { typedText } from './typed-ahead.ts';

describe('typedText', () => {
  test('types characters and Backspace edits, up to the first Enter', () => {
    expect(typedText('re', ['i', 's', 'x', 'Backspace', 's', 'Enter', '5'])).toEqual({
      text: 'reiss',
      rest: ['Enter', '5'],
    });
  });

  test('a Backspace on the emptied field is left for its handler (it goes back a step)', () => {
    expect(typedText('', ['Backspace', 'a'])).toEqual({ text: '', rest: ['Backspace', 'a'] });
    expect(typedText('a', ['Backspace', 'Backspace', 'b'])).toEqual({ text: '', rest: ['Backspace', 'b'] });
  });

  test('no Enter: everything is text', () => {
    expect(typedText('', ['c', 'o'])).toEqual({ text: 'co', rest: [] });
  });
});
