import {
  Button,
  Menu,
  MenuItem,
  PopoverInteractionKind,
  PopoverNext,
  type PopoverNextProps,
  PopupKind,
} from '@blueprintjs/core';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, test, vi } from 'vitest';
import { WAIT_FOR } from '../testing/wait.ts';
import { popoverStandIn } from './popover-stand-in.ts';

// The build puts the stand-in in place of Blueprint's PopoverNext (scripts/build-shims.ts); here
// it loads the real one from the library as it is.
function standIn() {
  const load = vi.fn(() => Promise.resolve(PopoverNext));
  return { StandIn: popoverStandIn(load), load };
}

const menu = (
  <Menu aria-label="Account">
    <MenuItem text="Profile" />
    <MenuItem text="Sign out" />
  </Menu>
);
const popover = () => document.querySelector('.bp6-popover');

/** The markup each draws in its own container while closed (its portal, if any, is elsewhere). */
function closedMarkup(props: PopoverNextProps): [string, string] {
  const { StandIn } = standIn();
  const real = render(<PopoverNext {...props} />).container.innerHTML;
  const stand = render(<StandIn {...props} />).container.innerHTML;
  return [real, stand];
}

describe('the popover stand-in', () => {
  test('draws its target closed exactly as the real popover does', () => {
    const cases: PopoverNextProps[] = [
      { content: menu, lazy: true, children: <Button text="Menu" /> },
      { content: menu, className: 'od-x', fill: true, children: <Button text="Menu" className="od-b" /> },
      { content: menu, targetTagName: 'div', popupKind: PopupKind.LISTBOX, children: <Button text="Menu" /> },
      { content: menu, disabled: true, children: <Button text="Menu" /> },
      {
        content: 'Tip',
        interactionKind: PopoverInteractionKind.HOVER_TARGET_ONLY,
        children: <Button text="Hi" />,
      },
      { content: 'Tip', interactionKind: PopoverInteractionKind.HOVER, children: <span>Hi</span> },
      {
        content: menu,
        renderTarget: ({ isOpen, ...p }) => <button type="button" data-open={String(isOpen)} {...p} />,
      },
    ];
    for (const props of cases) {
      const [real, stand] = closedMarkup(props);
      expect(stand).toBe(real);
    }
  });

  test('nothing is loaded until the target is used; a click opens the real one and the button keeps the focus', async () => {
    const { StandIn, load } = standIn();
    render(
      <StandIn content={menu} lazy>
        <Button text="Account" />
      </StandIn>,
    );
    expect(load).not.toHaveBeenCalled();
    const button = screen.getByRole('button', { name: 'Account' });
    act(() => button.focus());
    expect(load).toHaveBeenCalledTimes(1);
    act(() => button.click());
    await vi.waitFor(() => expect(popover()).not.toBeNull(), WAIT_FOR);
    expect(screen.getByText('Profile')).toBeTruthy();
    const drawn = screen.getByRole('button', { name: 'Account' });
    expect(drawn.getAttribute('aria-expanded')).toBe('true');
    // the button was drawn anew by the real popover and the focus moved to it, before the
    // popover's effects: the popover takes it inside itself a frame later (as Blueprint's click
    // popovers do), and gives it back to the new button when it closes
    const inOverlay = () => document.activeElement?.closest('.bp6-overlay') != null;
    expect(document.activeElement === drawn || inOverlay()).toBe(true);
    await vi.waitFor(() => expect(inOverlay()).toBe(true), WAIT_FOR);
    act(() => void fireEvent.keyDown(document.activeElement as Element, { key: 'Escape' }));
    await vi.waitFor(() => expect(document.activeElement).toBe(drawn), WAIT_FOR);
    expect(load).toHaveBeenCalledTimes(1);
  });

  test('Enter on a target that is not a button opens it', async () => {
    const { StandIn } = standIn();
    render(
      <StandIn content={menu}>
        {/* biome-ignore lint/a11y/useSemanticElements: a plain target, as some libraries draw */}
        <span role="button" tabIndex={0}>
          Open
        </span>
      </StandIn>,
    );
    const target = screen.getByRole('button', { name: 'Open' });
    act(() => target.focus());
    act(() => void fireEvent.keyDown(target, { key: 'Enter' }));
    await vi.waitFor(() => expect(popover()).not.toBeNull(), WAIT_FOR);
  });

  test('a controlled one asks its owner, and opens when the owner says so', async () => {
    const { StandIn } = standIn();
    const asked: boolean[] = [];
    function Owner() {
      const [open, setOpen] = useState(false);
      return (
        <StandIn
          content={menu}
          isOpen={open}
          onInteraction={(next) => {
            asked.push(next);
            setOpen(next);
          }}
        >
          <Button text="Filter" />
        </StandIn>
      );
    }
    render(<Owner />);
    act(() => screen.getByRole('button', { name: 'Filter' }).click());
    expect(asked).toEqual([true]);
    await vi.waitFor(() => expect(popover()).not.toBeNull(), WAIT_FOR);
  });

  test('a tooltip opens on hover', async () => {
    const { StandIn } = standIn();
    render(
      <StandIn content="Switch the language" interactionKind={PopoverInteractionKind.HOVER_TARGET_ONLY}>
        <Button text="Lang" />
      </StandIn>,
    );
    act(
      () => void fireEvent.mouseEnter(screen.getByRole('button', { name: 'Lang' }).parentElement as Element),
    );
    await vi.waitFor(() => expect(screen.getByText('Switch the language')).toBeTruthy(), WAIT_FOR);
  });

  test('a text field in the target keeps its focus and caret, and sees no focus event, when the real one is drawn', async () => {
    const { StandIn } = standIn();
    const focuses = vi.fn();
    function Field() {
      const [open, setOpen] = useState(false);
      const [text, setText] = useState('');
      return (
        <StandIn content={menu} isOpen={open} autoFocus={false} enforceFocus={false}>
          <input
            aria-label="Member"
            value={text}
            onFocus={focuses}
            onChange={(e) => {
              setText(e.target.value);
              setOpen(true);
            }}
          />
        </StandIn>
      );
    }
    render(<Field />);
    const input = screen.getByRole('textbox', { name: 'Member' }) as HTMLInputElement;
    act(() => input.focus());
    expect(focuses).toHaveBeenCalledTimes(1);
    act(() => void fireEvent.change(input, { target: { value: 'abc' } }));
    act(() => input.setSelectionRange(1, 1));
    await vi.waitFor(() => expect(popover()).not.toBeNull(), WAIT_FOR);
    const drawn = screen.getByRole('textbox', { name: 'Member' }) as HTMLInputElement;
    expect(drawn).not.toBe(input);
    expect(document.activeElement).toBe(drawn);
    expect([drawn.value, drawn.selectionStart]).toEqual(['abc', 1]);
    expect(focuses).toHaveBeenCalledTimes(1);
  });

  test('once loaded, a new one draws the real popover at once', async () => {
    const { StandIn, load } = standIn();
    const first = render(
      <StandIn content={menu}>
        <Button text="First" />
      </StandIn>,
    );
    act(() => screen.getByRole('button', { name: 'First' }).click());
    await vi.waitFor(() => expect(popover()).not.toBeNull(), WAIT_FOR);
    first.unmount();
    render(
      <StandIn content={menu} defaultIsOpen>
        <Button text="Second" />
      </StandIn>,
    );
    // drawn open in the first render: no stand-in step
    expect(popover()).not.toBeNull();
    expect(load).toHaveBeenCalledTimes(1);
  });
});
