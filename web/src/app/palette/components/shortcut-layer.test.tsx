import { BlueprintProvider } from '@blueprintjs/core';
import { allRoutes } from '@opsdeck/shared/catalogue';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { ApiProvider } from '../../../lib/api-context.tsx';
import { i18n } from '../../../lib/i18n.ts';
import { userStore } from '../../../stores/user-store.ts';
import { testWebApi } from '../../../testing/render-with-app.tsx';
import { ShortcutLayer } from './shortcut-layer.tsx';

/** Screens as if built (the admin-only Monitor included), so the role decides. */
const builtRoutes = allRoutes().map((r) => ({ ...r, built: true }));

function mount() {
  const went: string[] = [];
  let sheetOpen = false;
  render(
    <BlueprintProvider
      hotkeysProviderRenderDialog={(state) => {
        sheetOpen = state.isDialogOpen;
        return <div />;
      }}
    >
      <ApiProvider api={testWebApi()}>
        <input aria-label="field" />
        <ShortcutLayer navigate={(to) => went.push(to)} builtRoutes={builtRoutes} />
      </ApiProvider>
    </BlueprintProvider>,
  );
  return { went, sheetOpen: () => sheetOpen };
}

const press = (key: string, target: Element | Document = document.body, init: KeyboardEventInit = {}) =>
  act(() => {
    fireEvent.keyDown(target, { key, ...init });
  });

describe('keyboard shortcuts', () => {
  beforeAll(async () => {
    await i18n.changeLanguage('en-US');
  });
  beforeEach(() => {
    userStore.role = 'user';
  });
  afterEach(() => {
    cleanup();
    userStore.role = '';
  });

  test('g then m goes to the member list; a hint lists the keys after g', async () => {
    const { went } = mount();
    await press('g');
    expect(screen.getByTestId('sequence-hint').textContent).toContain('Member list');
    await press('m');
    expect(went).toEqual(['/member/list']);
    expect(screen.queryByTestId('sequence-hint')).toBeNull();
  });

  test('nothing fires while typing in a text field', async () => {
    const { went, sheetOpen } = mount();
    const field = screen.getByLabelText('field');
    field.focus();
    await press('g', field);
    await press('m', field);
    await press('?', field, { shiftKey: true });
    expect(went).toEqual([]);
    expect(sheetOpen()).toBe(false);
    expect(screen.queryByTestId('sequence-hint')).toBeNull();
  });

  test('? opens the sheet', async () => {
    const { sheetOpen } = mount();
    await press('?', document.body, { shiftKey: true });
    expect(sheetOpen()).toBe(true);
  });

  test('signed out (no role), no shortcut runs', async () => {
    userStore.role = '';
    const { went } = mount();
    await press('g');
    await press('d');
    expect(went).toEqual([]);
  });
});
