import { Button, Intent } from '@blueprintjs/core';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import type { ResultAction } from './result-state.ts';

/** The flow's buttons; the first primary one takes the focus so Enter runs it. */
export function ResultActions({
  actions,
  lead,
}: {
  actions: readonly ResultAction[];
  lead?: React.ReactNode;
}) {
  const navigate = useNavigate();
  const primaryRef = useRef<HTMLButtonElement>(null);
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
          onClick={() => navigate(a.path, { state: a.state })}
        >
          {a.label}
        </Button>
      ))}
    </div>
  );
}
