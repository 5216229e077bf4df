import { Box, Text, useInput } from 'ink';
import { useEffect, useRef, useState } from 'react';
import { type KeyValue, KeyValueList } from './key-value-list.js';
import { Toned } from './tone.js';

/** Props of ConfirmPrompt: the summary to confirm, the question and the key hint. */
export interface ConfirmPromptProps {
  title: string;
  items: readonly KeyValue[];
  /** A warning drawn between the summary and the question, after a `!`. */
  note?: string | undefined;
  question: string;
  hint: string;
  color: boolean;
  /** The terminal's columns: the summary's values wrap within them, whole. */
  width?: number;
  /** Called once with the answer: true only for `y` or `yes`. */
  onAnswer: (yes: boolean) => void;
}

/** True for an explicit yes (`y`, `yes`, any case); anything else, empty included, is no. */
export function isYes(answer: string): boolean {
  return /^y(es)?$/i.test(answer.trim());
}

/**
 * A confirmation before something that cannot be undone (a re-issue): the summary, then
 * `? Issue it? [y/N] ▌`. Typing goes into the answer, Enter submits it; Esc or Ctrl+C answer no.
 * Money is never moved by a single stray key: `y` needs Enter too.
 */
export function ConfirmPrompt(props: ConfirmPromptProps) {
  const { title, items, note, question, hint, color, width, onAnswer } = props;
  const [value, setValue] = useState('');
  const [answer, setAnswer] = useState<boolean | null>(null);
  // what was typed so far, read by key handlers that run before the next render
  const typed = useRef('');

  useEffect(() => {
    if (answer !== null) onAnswer(answer);
  }, [answer, onAnswer]);

  const type = (next: string) => {
    typed.current = next.slice(0, 8);
    setValue(typed.current);
  };

  useInput((input, key) => {
    if (answer !== null) return;
    if (key.escape || (key.ctrl && input === 'c')) return setAnswer(false);
    if (key.return) return setAnswer(isYes(typed.current));
    if (key.backspace || key.delete) return type(typed.current.slice(0, -1));
    if (!input || key.ctrl || key.meta) return;
    // a paste or fast typing can bring the line break in the same chunk: `y\r`
    const lineEnd = input.search(/[\r\n]/);
    if (lineEnd < 0) return type(typed.current + input);
    type(typed.current + input.slice(0, lineEnd));
    setAnswer(isYes(typed.current));
  });

  return (
    <Box flexDirection="column">
      <Toned tone="strong" color={color}>
        {title}
      </Toned>
      <Box marginLeft={2}>
        <KeyValueList items={items} color={color} {...(width ? { width: width - 2 } : {})} />
      </Box>
      {note && (
        <Box marginTop={1}>
          <Text {...(color ? { color: 'yellow' } : {})}>{'! '}</Text>
          <Box flexShrink={1}>
            <Text>{note}</Text>
          </Box>
        </Box>
      )}
      <Text> </Text>
      <Box>
        <Toned tone="accent" color={color}>
          {'? '}
        </Toned>
        <Text>{question} </Text>
        <Text>{value}</Text>
        {answer === null && <Text inverse> </Text>}
      </Box>
      {answer === null && (
        <Toned tone="muted" color={color}>
          {hint}
        </Toned>
      )}
    </Box>
  );
}
