import { FormGroup } from '@blueprintjs/core';
import { useEffect, useState } from 'react';
import { NumericField } from '../../../../components/form/numeric-field.tsx';

export interface NumberFieldProps {
  id: string;
  label: string;
  value: number;
  min: number;
  max: number;
  step?: number;
  /** Decimals allowed (opacity, line height). */
  decimals?: number;
  onCommit: (value: number) => void;
  disabled?: boolean;
}

/**
 * A number input of the layout editor: typing is free; a value in range is applied at once, and a
 * value out of range or not a number is clamped (or reverted) when the field is left.
 */
export function NumberField({
  id,
  label,
  value,
  min,
  max,
  step = 1,
  decimals = 0,
  onCommit,
  disabled,
}: NumberFieldProps) {
  const [text, setText] = useState(String(value));
  useEffect(() => setText(String(value)), [value]);
  const round = (n: number) => Number(n.toFixed(decimals));

  return (
    <FormGroup label={label} labelFor={id} className="od-tpl-field">
      <NumericField
        id={id}
        size="small"
        fill
        value={text}
        min={min}
        max={max}
        stepSize={step}
        minorStepSize={decimals > 0 ? step / 10 : null}
        majorStepSize={step * 10}
        disabled={disabled}
        onValueChange={(n, s) => {
          setText(s);
          if (Number.isFinite(n) && n >= min && n <= max) onCommit(round(n));
        }}
        onBlur={() => {
          const n = Number(text);
          if (!Number.isFinite(n) || text.trim() === '') setText(String(value));
          else onCommit(round(Math.min(max, Math.max(min, n))));
        }}
      />
    </FormGroup>
  );
}
