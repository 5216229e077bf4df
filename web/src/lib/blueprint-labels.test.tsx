import { Drawer, NumericInput, Tab, Tabs } from '@blueprintjs/core';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, test } from 'vitest';
import { watchBlueprintLabels } from './blueprint-labels.ts';
import { changeLocale, i18n } from './i18n.ts';

let stop: (() => void) | undefined;
afterEach(async () => {
  stop?.();
  await changeLocale('en-US');
});

describe("Blueprint's own labels", () => {
  test('drawer close and numeric step buttons speak the console language and point at their input', async () => {
    await changeLocale('zh-CN');
    stop = watchBlueprintLabels(i18n);
    render(
      <>
        <NumericInput id="amount" value={5} onValueChange={() => {}} />
        <Drawer isOpen title="Member" onClose={() => {}} />
      </>,
    );
    const up = await screen.findByRole('button', { name: '增加' });
    expect(up.getAttribute('aria-controls')).toBe('amount');
    expect(screen.getByRole('button', { name: '减少' }).getAttribute('aria-controls')).toBe('amount');
    expect(screen.getByRole('button', { name: '关闭' })).toBeTruthy();
    // a language switch translates them again
    await changeLocale('en-US');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Increase' })).toBeTruthy());
    expect(screen.getByRole('button', { name: 'Close' })).toBeTruthy();
  });

  test('the arrow keys move between tabs (Blueprint looks for aria-disabled="false", which React 19 lost)', async () => {
    stop = watchBlueprintLabels(i18n);
    render(
      <Tabs id="t" defaultSelectedTabId="a">
        <Tab id="a" title="Basic" />
        <Tab id="b" title="Security" />
        <Tab id="c" title="Certification" />
      </Tabs>,
    );
    const first = screen.getByRole('tab', { name: 'Basic' });
    await waitFor(() => expect(first.getAttribute('aria-disabled')).toBe('false'));
    first.focus();
    act(() => void fireEvent.keyDown(first, { key: 'ArrowRight' }));
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Security' }));
    act(() => void fireEvent.keyDown(document.activeElement as Element, { key: 'ArrowLeft' }));
    expect(document.activeElement).toBe(first);
  });
});
