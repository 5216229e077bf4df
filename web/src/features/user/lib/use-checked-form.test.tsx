import { cleanup, fireEvent, render, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeAll, describe, expect, test } from 'vitest';
import { z } from 'zod';
import { TextField } from '../../../components/form/text-field.tsx';
import { i18n } from '../../../lib/i18n.ts';
import { useCheckedForm } from './use-checked-form.ts';

const schema = z.object({ name: z.string().min(2), note: z.string() });

/** Two fields, the first refused; the form is sent from the second, as an Enter there sends it. */
function Form({ sent }: { sent: () => void }) {
  const [values, setValues] = useState({ name: 'a', note: 'b' });
  const { errors, submit } = useCheckedForm();
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        void submit(schema, values, async () => sent());
      }}
    >
      {(['name', 'note'] as const).map((field) => (
        <TextField
          key={field}
          id={field}
          label={field}
          error={errors[field]}
          value={values[field]}
          onValueChange={(v) => setValues((old) => ({ ...old, [field]: v }))}
        />
      ))}
    </form>
  );
}

describe('a checked form', () => {
  beforeAll(async () => {
    await i18n.changeLanguage('en-US');
  });
  afterEach(cleanup);

  test('refused, the focus goes to its first field with a message (it stayed where Enter was)', async () => {
    let sends = 0;
    const { container } = render(<Form sent={() => sends++} />);
    const note = container.querySelector('#note') as HTMLInputElement;
    note.focus();
    fireEvent.submit(note.closest('form') as HTMLFormElement);
    await waitFor(() => expect(container.querySelector('#name')?.getAttribute('aria-invalid')).toBe('true'));
    await waitFor(() => expect(document.activeElement?.id).toBe('name'));
    expect(sends).toBe(0);
  });
});
