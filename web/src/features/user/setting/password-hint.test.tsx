import { cleanup, render, screen } from '@testing-library/react';
import { beforeAll, describe, expect, test } from 'vitest';
import { i18n } from '../../../lib/i18n.ts';
import { PasswordHint } from './password-hint.tsx';

const met = (container: HTMLElement) =>
  Object.fromEntries(
    [...container.querySelectorAll('li')].map((li) => [li.dataset.rule, li.dataset.met === 'true']),
  );

describe('password hint', () => {
  beforeAll(async () => {
    await i18n.changeLanguage('en-US');
  });

  test('ticks off each part of the rule as it is met', () => {
    const { container, rerender } = render(<PasswordHint value="" id="h" />);
    expect(Object.values(met(container)).every((v) => !v)).toBe(true);
    rerender(<PasswordHint value="abc1" id="h" />);
    expect(met(container)).toEqual({ length: false, noSpaces: true, digit: true, lower: true, upper: false });
    rerender(<PasswordHint value="Abc 12" id="h" />);
    expect(met(container)).toMatchObject({ length: true, noSpaces: false, upper: true });
    rerender(<PasswordHint value="Abc123" id="h" />);
    expect(Object.values(met(container)).every(Boolean)).toBe(true);
  });

  test('speaks the language of the console', async () => {
    render(<PasswordHint value="" id="h" />);
    expect(screen.getByText('a capital letter (A–Z)')).toBeTruthy();
    cleanup();
    await i18n.changeLanguage('zh-CN');
    render(<PasswordHint value="" id="h" />);
    expect(screen.getByText('至少一个大写字母（A–Z）')).toBeTruthy();
    await i18n.changeLanguage('en-US');
  });
});
