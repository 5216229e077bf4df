import { FormGroup, InputGroup, type InputGroupProps, Intent } from '@blueprintjs/core';
import type { ReactNode } from 'react';
// its styles (field.css) are in the first stylesheet (main.tsx)

/** What frames a form field: the input's id, its label (a star when required), its message or hint. */
export interface FieldFrame {
  id: string;
  label: ReactNode;
  required?: boolean;
  /** The field's message; while there is one the field is marked in red. */
  error?: string;
  /** Shown under the field while it has no message. */
  hint?: ReactNode;
  /** The label beside the input instead of above it (labels in one column, the input the rest of the row). */
  inline?: boolean;
}

/** Red while the field has a message. */
export const intentOf = (error: string | undefined) => (error ? Intent.DANGER : Intent.NONE);

/** A FormGroup around one input: its label for the input's id, the message (else the hint) below. */
export function Field({
  id,
  label,
  required,
  error,
  hint,
  inline,
  children,
}: FieldFrame & { children: ReactNode }) {
  return (
    <FormGroup
      className={inline ? 'od-field-inline' : undefined}
      inline={inline}
      label={label}
      labelFor={id}
      labelInfo={required ? '*' : undefined}
      intent={intentOf(error)}
      helperText={error ?? hint}
    >
      {children}
    </FormGroup>
  );
}

export type TextFieldProps = FieldFrame & Omit<InputGroupProps, 'id' | 'intent'>;

/** A text input in its frame, red and `aria-invalid` while it has a message. */
export function TextField({ id, label, required, error, hint, inline, ...input }: TextFieldProps) {
  return (
    <Field id={id} label={label} required={required} error={error} hint={hint} inline={inline}>
      <InputGroup id={id} intent={intentOf(error)} aria-invalid={error ? true : undefined} {...input} />
    </Field>
  );
}
