import { cleanup, fireEvent, render, waitFor } from '@testing-library/react';
import { useRef, useState } from 'react';
import { afterEach, beforeAll, describe, expect, test } from 'vitest';
import { z } from 'zod';
import { ChecksFailed } from '../../../components/checks-failed.tsx';
import { TextField } from '../../../components/form/text-field.tsx';
import { i18n } from '../../../lib/i18n.ts';
import { type SchemaSource, useCheckedForm } from './use-checked-form.ts';

const schema = z.object({ name: z.string().min(2), note: z.string() });

/** Two fields, the first refused; the form is sent from the second, as an Enter there sends it. */
function Form({
  sent,
  source = schema,
  name = 'a',
}: {
  sent: (body: z.output<typeof schema>) => void;
  source?: SchemaSource<typeof schema>;
  name?: string;
}) {
  const [values, setValues] = useState({ name, note: 'b' });
  const { errors, busy, checksFailed, submit } = useCheckedForm();
  const formRef = useRef<HTMLFormElement>(null);
  return (
    <form
      ref={formRef}
      data-busy={busy}
      onSubmit={(e) => {
        e.preventDefault();
        void submit(source, values, async (body) => sent(body));
      }}
    >
      {checksFailed && <ChecksFailed onRetry={() => formRef.current?.requestSubmit()} />}
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

  test('a schema that does not load sends nothing and says so; Retry loads it again and sends once', async () => {
    const sent: unknown[] = [];
    let loads = 0;
    // the schema's chunk fails once (offline), then loads
    const source = () =>
      ++loads === 1 ? Promise.reject(new Error('Failed to fetch')) : Promise.resolve(schema);
    const { container, findByRole, getByText, queryByRole } = render(
      <Form sent={(body) => sent.push(body)} source={source} name="Lin Qiao" />,
    );
    const form = container.querySelector('form') as HTMLFormElement;
    fireEvent.submit(form);
    const alert = await findByRole('alert');
    expect(alert.textContent).toContain('The form’s checks could not be loaded; nothing was sent.');
    await waitFor(() => expect(form.dataset.busy).toBe('false'));
    expect(sent).toEqual([]);
    fireEvent.click(getByText('Retry'));
    await waitFor(() => expect(sent).toEqual([{ name: 'Lin Qiao', note: 'b' }]));
    expect(loads).toBe(2);
    expect(queryByRole('alert')).toBeNull();
  });
});
