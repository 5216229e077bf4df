import { Dialog, Drawer, Tooltip } from '@blueprintjs/core';
import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, test, vi } from 'vitest';
import { useEscapeToOpeningOverlay } from './use-escape-to-opening-overlay.ts';

function Page({ onClose, children }: { onClose: () => void; children?: React.ReactNode }) {
  useEscapeToOpeningOverlay();
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        row
      </button>
      <Drawer
        isOpen={open}
        title="Member"
        onClose={() => {
          setOpen(false);
          onClose();
        }}
      >
        {children}
      </Drawer>
    </>
  );
}

describe('an Escape typed while an overlay is opening', () => {
  test('closes the drawer though focus is still on the row behind it', () => {
    const onClose = vi.fn();
    render(<Page onClose={onClose} />);
    const row = screen.getByRole('button', { name: 'row' });
    row.focus();
    fireEvent.click(row);
    // the drawer is there; Blueprint moves focus into it only on the next frame
    expect(document.querySelector('.bp6-drawer')).toBeTruthy();
    expect(document.activeElement).toBe(row);
    fireEvent.keyDown(row, { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  test('an Escape inside an overlay is its own: the drawer under a dialog stays open', () => {
    const onDrawerClose = vi.fn();
    const onDialogClose = vi.fn();
    render(
      <Page onClose={onDrawerClose}>
        <Dialog isOpen title="Confirm" onClose={onDialogClose}>
          <input aria-label="reason" />
        </Dialog>
      </Page>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'row' }));
    fireEvent.keyDown(screen.getByRole('textbox', { name: 'reason' }), { key: 'Escape' });
    expect(onDialogClose).toHaveBeenCalledTimes(1);
    expect(onDrawerClose).not.toHaveBeenCalled();
  });

  test('with nothing open, or a key already taken, nothing happens', () => {
    const onClose = vi.fn();
    render(
      <>
        <Page onClose={onClose} />
        <Tooltip content="tip" isOpen>
          <span>hover</span>
        </Tooltip>
      </>,
    );
    fireEvent.keyDown(screen.getByRole('button', { name: 'row' }), { key: 'Escape' });
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'row' }));
    const taken = new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true });
    taken.preventDefault();
    screen.getByRole('button', { name: 'row' }).dispatchEvent(taken);
    expect(onClose).not.toHaveBeenCalled();
  });
});
