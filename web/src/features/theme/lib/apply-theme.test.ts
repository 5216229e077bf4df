import { Classes } from '@blueprintjs/core';
import { afterEach, describe, expect, test } from 'vitest';
import { applyColorWeak, applyTheme, applyThemeColor, THEME_ATTRIBUTE } from './apply-theme.ts';

afterEach(() => {
  applyTheme('light');
  applyColorWeak(false);
});

describe('theme application', () => {
  test('dark sets the body attribute and Blueprint’s dark class; light removes both', () => {
    applyTheme('dark');
    expect(document.body.getAttribute(THEME_ATTRIBUTE)).toBe('dark');
    expect(document.body.classList.contains(Classes.DARK)).toBe(true);
    expect(document.documentElement.style.colorScheme).toBe('dark');
    applyTheme('light');
    expect(document.body.hasAttribute(THEME_ATTRIBUTE)).toBe(false);
    expect(document.body.classList.contains(Classes.DARK)).toBe(false);
  });

  test('colour weak is an 80% invert filter on the body', () => {
    applyColorWeak(true);
    expect(document.body.style.filter).toBe('invert(80%)');
    applyColorWeak(false);
    expect(document.body.style.filter).toBe('');
  });

  test('the theme colour shades become CSS variables, mirrored in dark', () => {
    applyThemeColor('#165DFF', 'light');
    const root = document.documentElement.style;
    expect(root.getPropertyValue('--primary-6')).toBe('#165DFF');
    expect(root.getPropertyValue('--primary-1')).toBe('#E8F3FF');
    applyThemeColor('#165DFF', 'dark');
    expect(root.getPropertyValue('--primary-1')).toBe('#000D4D');
    // Blueprint's primary intent takes the colour itself in both themes
    expect(root.getPropertyValue('--bp-intent-primary-rest')).toBe('#165DFF');
    expect(root.getPropertyValue('--bp-intent-primary-hover')).toBe('#0E42D2');
    applyThemeColor('#F53F3F', 'light');
    expect(root.getPropertyValue('--bp-intent-primary-rest')).toBe('#F53F3F');
    // a bad colour keeps what was there
    applyThemeColor('not a colour', 'light');
    expect(root.getPropertyValue('--bp-intent-primary-rest')).toBe('#F53F3F');
  });
});
