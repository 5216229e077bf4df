import { CancelError } from '@opsdeck/shared/errors';
import { Box, render, useInput } from 'ink';
import { useEffect, useRef, useState } from 'react';
import type { IOStreams } from '../io/io-streams.js';
import { inkOptions } from './ink-options.js';
import { TextField } from './text-field.js';
import { Toned } from './tone.js';

/** Props of SecretPrompt: one masked line; Enter answers it, Esc or Ctrl+C cancel. */
export interface SecretPromptProps {
  label: string;
  /** Shown under the field (a rule to follow). */
  hint?: string;
  color: boolean;
  onDone: (value: string | null) => void;
}

/** A masked one-line input (`› New password  ••••••▌`). */
export function SecretPrompt({ label, hint, color, onDone }: SecretPromptProps) {
  const [value, setValue] = useState('');
  const [done, setDone] = useState<string | null | undefined>(undefined);
  const typed = useRef('');
  useEffect(() => {
    if (done !== undefined) onDone(done);
  }, [done, onDone]);
  useInput((input, key) => {
    if (done !== undefined) return;
    if (key.escape || (key.ctrl && input === 'c')) return setDone(null);
    if (key.return) return setDone(typed.current);
    if (key.backspace || key.delete) {
      typed.current = typed.current.slice(0, -1);
      return setValue(typed.current);
    }
    if (!input || key.ctrl || key.meta) return;
    const lineEnd = input.search(/[\r\n]/);
    typed.current = (typed.current + (lineEnd >= 0 ? input.slice(0, lineEnd) : input)).slice(0, 128);
    setValue(typed.current);
    if (lineEnd >= 0) setDone(typed.current);
  });
  return (
    <Box flexDirection="column">
      <TextField
        label={label}
        labelWidth={label.length}
        value={value}
        focused={done === undefined}
        mask
        color={color}
      />
      {hint && done === undefined && (
        <Toned tone="muted" color={color}>
          {`  ${hint}`}
        </Toned>
      )}
    </Box>
  );
}

/** Asks for a secret on stderr (only when io.canPrompt()); Esc or Ctrl+C reject with CancelError. */
export function drawSecretPrompt(opts: { io: IOStreams; label: string; hint?: string }): Promise<string> {
  const { io } = opts;
  return new Promise<string>((resolve, reject) => {
    let instance: ReturnType<typeof render> | undefined;
    let finished = false;
    const onDone = (value: string | null) => {
      if (finished) return;
      finished = true;
      setImmediate(() => {
        instance?.unmount();
        if (value === null) reject(new CancelError());
        else resolve(value);
      });
    };
    instance = render(
      <SecretPrompt label={opts.label} hint={opts.hint} color={io.colorEnabled('stderr')} onDone={onDone} />,
      inkOptions(io),
    );
  });
}
