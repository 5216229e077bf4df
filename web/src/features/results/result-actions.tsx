import { Button, Intent } from '@blueprintjs/core';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import type { ResultAction } from './result-state.ts';

/**
 * True once a key has gone down while the buttons are on screen. The page opens on the Enter that
 * submitted a form, and when the answer is quick (a server that cannot be reached answers at once)
 * the focused button can get that Enter's click: that click is not the operator's choice.
 */
function useKeyPressedHere() {
  const pressed = useRef(false);
  useEffect(() => {
    const down = (e: KeyboardEvent) => {
      if (!e.repeat) pressed.current = true;
    };
    window.addEventListener('keydown', down, true);
    return () => window.removeEventListener('keydown', down, true);
  }, []);
  return pressed;
}

/**
 * The flow's buttons; the first primary one takes the focus so Enter runs it (an Enter pressed on
 * this page: not the one that opened it, nor a held one).
 */
export function ResultActions({
  actions,
  lead,
}: {
  actions: readonly ResultAction[];
  lead?: React.ReactNode;
}) {
  const navigate = useNavigate();
  const primaryRef = useRef<HTMLButtonElement>(null);
  const keyPressedHere = useKeyPressedHere();
  useEffect(() => primaryRef.current?.focus(), []);
  const firstPrimary = actions.findIndex((a) => a.primary);
  return (
    <div className="od-actions od-result-actions">
      {lead}
      {actions.map((a, i) => (
        <Button
          key={`${a.path}-${a.label}`}
          ref={i === firstPrimary ? primaryRef : undefined}
          intent={a.primary ? Intent.PRIMARY : Intent.NONE}
          onClick={(e) => {
            // a click with no pointer (detail 0) comes from a key
            if (e.detail === 0 && !keyPressedHere.current) return;
            navigate(a.path, { state: a.state });
          }}
        >
          {a.label}
        </Button>
      ))}
    </div>
  );
}
