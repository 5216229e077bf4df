import { CancelError } from '@opsdeck/shared/errors';
import { render, renderToString } from 'ink';
import type { ReactElement } from 'react';
import type { IOStreams } from '../io/io-streams.js';
import { BatchProgress, type BatchProgressView } from './batch-progress.js';
import { ConfirmPrompt } from './confirm-prompt.js';
import { inkOptions } from './ink-options.js';
import { type KeyValue, KeyValueList } from './key-value-list.js';
import { LoginForm } from './login-form.js';
import { PasswordForm } from './password-form.js';
import type { ConfirmOptions, LoginFormOptions, PasswordFormOptions } from './render.js';
import { Table, type TableProps } from './table.js';

/** Ink's drawing, loaded only when a terminal is drawn to (ui/render.ts imports this lazily). */

function drawStatic(io: IOStreams, element: ReactElement): void {
  io.stdout.write(`${renderToString(element, { columns: io.columns('stdout') })}\n`);
}

/** Draws a table on the terminal, fitted to its width. */
export function drawTable(io: IOStreams, table: Omit<TableProps, 'color' | 'width'>) {
  drawStatic(io, <Table {...table} color={io.colorEnabled('stdout')} width={io.columns('stdout')} />);
}

/** Draws aligned key/value lines on the terminal. */
export function drawKeyValues(io: IOStreams, items: readonly KeyValue[]) {
  drawStatic(
    io,
    <KeyValueList items={items} color={io.colorEnabled('stdout')} width={io.columns('stdout')} />,
  );
}

/** Asks the confirmation question on stderr; resolves with the answer (Esc and Ctrl+C are no). */
export function drawConfirm(opts: ConfirmOptions): Promise<boolean> {
  const { io } = opts;
  return new Promise<boolean>((resolve) => {
    let instance: ReturnType<typeof render> | undefined;
    let answered: boolean | undefined;
    const onAnswer = (yes: boolean) => {
      if (answered !== undefined) return;
      answered = yes;
      // let the frame with the answer draw, then leave it on screen
      setImmediate(() => {
        instance?.unmount();
        resolve(yes);
      });
    };
    instance = render(
      <ConfirmPrompt
        title={opts.title}
        items={opts.items}
        note={opts.note}
        question={opts.question}
        hint={opts.hint}
        color={io.colorEnabled('stderr')}
        width={io.columns('stderr')}
        onAnswer={onAnswer}
      />,
      inkOptions(io),
    );
  });
}

/**
 * Draws a form on stderr until it is done (resolves) or cancelled (rejects with CancelError, on Esc
 * or Ctrl+C): `form` gets the two callbacks to hand to the form.
 */
function drawUntilDone(
  io: IOStreams,
  t: LoginFormOptions['t'],
  form: (done: () => void, cancel: () => void) => ReactElement,
): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    let finished = false;
    const finish = (error?: Error) => {
      if (finished) return;
      finished = true;
      instance.unmount();
      if (error) reject(error);
      else resolve();
    };
    const instance = render(
      form(
        () => finish(),
        () => finish(new CancelError(t('cli.errors.cancelled'))),
      ),
      inkOptions(io),
    );
  });
}

/** Runs the sign-in form on stderr until it succeeds (resolves) or is cancelled (CancelError). */
export function drawLoginForm(opts: LoginFormOptions): Promise<void> {
  const { io, t } = opts;
  return drawUntilDone(io, t, (onDone, onCancel) => (
    <LoginForm
      t={t}
      locale={opts.locale}
      server={opts.server}
      color={io.colorEnabled('stderr')}
      width={io.columns('stderr')}
      initialPhone={opts.initialPhone}
      submit={opts.submit}
      onDone={onDone}
      onCancel={onCancel}
    />
  ));
}

/** The password change form on stderr: resolves once changed, rejects (cancelled) on Esc or Ctrl+C. */
export function drawPasswordForm(opts: PasswordFormOptions): Promise<void> {
  const { io, t } = opts;
  return drawUntilDone(io, t, (onDone, onCancel) => (
    <PasswordForm
      t={t}
      locale={opts.locale}
      color={io.colorEnabled('stderr')}
      width={io.columns('stderr')}
      submit={opts.submit}
      onDone={onDone}
      onCancel={onCancel}
    />
  ));
}

/** A live progress display on `out`: `update` redraws it, `close` leaves the last frame on screen. */
export function drawProgress(
  io: IOStreams,
  first: BatchProgressView,
  out: 'stdout' | 'stderr' = 'stderr',
): { update(view: BatchProgressView): void; close(view: BatchProgressView): Promise<void> } {
  const color = io.colorEnabled(out);
  const instance = render(<BatchProgress view={first} color={color} />, inkOptions(io, out));
  return {
    update: (view) => instance.rerender(<BatchProgress view={view} color={color} />),
    async close(view) {
      instance.rerender(<BatchProgress view={view} color={color} />);
      instance.unmount();
      await instance.waitUntilExit();
    },
  };
}
