import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { changeLocale } from '../../lib/i18n.ts';
import { DayInput } from './day-input.tsx';

function setup(props: { value?: string; withTime?: boolean; min?: string } = {}) {
  const onChange = vi.fn();
  function Host() {
    const [value, setValue] = useState(props.value ?? '');
    return (
      <DayInput
        label="Start"
        aria-label="Start"
        value={value}
        withTime={props.withTime}
        min={props.min}
        onChange={(v) => {
          onChange(v);
          setValue(v);
        }}
      />
    );
  }
  render(<Host />);
  const field = screen.getByRole('textbox', { name: 'Start' }) as HTMLInputElement;
  return { field, onChange };
}

const type = (field: HTMLInputElement, value: string) => fireEvent.change(field, { target: { value } });
const alertText = () => screen.queryByRole('alert')?.textContent ?? null;

describe("the day input, in the console's language (not the browser's)", () => {
  afterEach(async () => {
    cleanup();
    await act(() => changeLocale('en-US'));
  });

  test('en-US: MM/DD/YYYY shown and typed, the API day given', async () => {
    await act(() => changeLocale('en-US'));
    const { field, onChange } = setup({ value: '2026-11-21' });
    expect(field.value).toBe('11/21/2026');
    expect(field.placeholder).toBe('MM/DD/YYYY');
    type(field, '');
    expect(onChange).toHaveBeenLastCalledWith('');
    type(field, '1/5/2026');
    expect(field.value).toBe('01/05/2026');
    expect(onChange).toHaveBeenLastCalledWith('2026-01-05');
  });

  test('zh-CN: YYYY/MM/DD shown and typed, placeholder 年/月/日', async () => {
    await act(() => changeLocale('zh-CN'));
    const { field, onChange } = setup({ value: '2026-11-21' });
    expect(field.value).toBe('2026/11/21');
    expect(field.placeholder).toBe('年/月/日');
    type(field, '20261201');
    expect(field.value).toBe('2026/12/01');
    expect(onChange).toHaveBeenLastCalledWith('2026-12-01');
  });

  test('a switch of language shows the same day in the new form', async () => {
    await act(() => changeLocale('en-US'));
    const { field } = setup({ value: '2026-11-21' });
    await act(() => changeLocale('zh-CN'));
    expect(field.value).toBe('2026/11/21');
  });

  test('a switch of language while a day is half typed keeps the typed parts, in the new order', async () => {
    await act(() => changeLocale('en-US'));
    const { field, onChange } = setup();
    type(field, '11/2');
    expect(field.value).toBe('11/2');
    await act(() => changeLocale('zh-CN'));
    // the year comes first in zh-CN: month and begun day wait for it, and the field says so
    expect(field.value).toBe('');
    expect(field.placeholder).toBe('年/11/2');
    type(field, '2026');
    expect(field.value).toBe('2026/11/2');
    type(field, '2026/11/25');
    expect(onChange).toHaveBeenLastCalledWith('2026-11-25');
    // and back: the year typed in zh-CN is kept behind the month and day en-US puts first
    type(field, '2026/1');
    await act(() => changeLocale('en-US'));
    expect(field.value).toBe('1');
    type(field, '12');
    expect(field.value).toBe('12');
    type(field, '12/05');
    expect(field.value).toBe('12/05/2026');
    expect(onChange).toHaveBeenLastCalledWith('2026-12-05');
  });

  test('a half-typed day and time keeps its parts across a switch too; emptying drops what waited', async () => {
    await act(() => changeLocale('zh-CN'));
    const { field } = setup({ withTime: true });
    type(field, '2026/11/21 14');
    await act(() => changeLocale('en-US'));
    expect(field.value).toBe('11/21/2026, 14');
    await act(() => changeLocale('zh-CN'));
    expect(field.value).toBe('2026/11/21 14');
    type(field, '2026/11');
    await act(() => changeLocale('en-US'));
    expect(field.value).toBe('11');
    type(field, '');
    expect(field.placeholder).toBe('MM/DD/YYYY, hh:mm');
  });

  test('↑/↓ move the part under the caret; on an empty field ↑ gives today', async () => {
    await act(() => changeLocale('en-US'));
    const { field, onChange } = setup({ value: '2026-01-31' });
    field.focus();
    field.setSelectionRange(3, 3); // in the day
    fireEvent.keyDown(field, { key: 'ArrowUp' });
    expect(field.value).toBe('02/01/2026');
    expect(onChange).toHaveBeenLastCalledWith('2026-02-01');
    // the part stays selected, so the next ↑ moves it again
    expect([field.selectionStart, field.selectionEnd]).toEqual([3, 5]);
    field.setSelectionRange(0, 0); // in the month
    fireEvent.keyDown(field, { key: 'ArrowDown' });
    expect(field.value).toBe('01/01/2026');
    field.setSelectionRange(8, 8); // in the year
    fireEvent.keyDown(field, { key: 'ArrowUp' });
    expect(onChange).toHaveBeenLastCalledWith('2027-01-01');
    type(field, '');
    fireEvent.keyDown(field, { key: 'ArrowUp' });
    expect(field.value).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
  });

  test('not a day, out of bounds, or left unfinished: said with the field and the rule, and no value', async () => {
    await act(() => changeLocale('en-US'));
    const { field, onChange } = setup({ min: '2026-11-01' });
    type(field, '02302026');
    expect(alertText()).toBe('Start: 02/30/2026 is not a date in the calendar');
    expect(field.getAttribute('aria-invalid')).toBe('true');
    type(field, '10312026');
    expect(alertText()).toBe('Start: must be 11/01/2026 or later');
    expect(onChange).not.toHaveBeenCalled();
    type(field, '1121');
    expect(alertText()).toBeNull(); // still typing
    fireEvent.blur(field);
    expect(alertText()).toBe('Start: enter a day as MM/DD/YYYY');
    cleanup();
    await act(() => changeLocale('zh-CN'));
    const zh = setup().field;
    type(zh, '2026');
    fireEvent.blur(zh);
    expect(alertText()).toBe('Start：请按 年/月/日 输入日期');
  });

  test('with the time: MM/DD/YYYY, hh:mm and YYYY/MM/DD hh:mm, the datetime-local value given', async () => {
    await act(() => changeLocale('en-US'));
    const { field, onChange } = setup({ withTime: true, value: '2026-11-21T14:03' });
    expect(field.value).toBe('11/21/2026, 14:03');
    type(field, '120120260930');
    expect(field.value).toBe('12/01/2026, 09:30');
    expect(onChange).toHaveBeenLastCalledWith('2026-12-01T09:30');
    await act(() => changeLocale('zh-CN'));
    expect(field.value).toBe('2026/12/01 09:30');
  });
});
