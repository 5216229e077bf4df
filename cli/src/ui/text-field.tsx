import { Box, Text } from 'ink';
import { Toned } from './tone.js';

/** Props of TextField: a labelled one-line input drawn by the form that owns the keyboard. */
export interface TextFieldProps {
  label: string;
  /** Width the label is padded to, so several fields line up. */
  labelWidth: number;
  value: string;
  placeholder?: string;
  focused: boolean;
  /** Draw one • per character instead of the value. */
  mask?: boolean;
  error?: string;
  color: boolean;
}

/** One input line (`› Label  value▌`) with its validation message underneath. */
export function TextField(props: TextFieldProps) {
  const { label, labelWidth, value, placeholder, focused, mask, error, color } = props;
  const shown = mask ? '•'.repeat(value.length) : value;
  return (
    <Box flexDirection="column">
      <Box>
        <Toned tone={focused ? 'accent' : 'normal'} color={color}>
          {focused ? '› ' : '  '}
        </Toned>
        <Box width={labelWidth + 2} flexShrink={0}>
          <Toned tone={focused ? 'strong' : 'normal'} color={color}>
            {label}
          </Toned>
        </Box>
        {shown ? (
          <Text>{shown}</Text>
        ) : (
          !focused &&
          placeholder && (
            <Toned tone="muted" color={color}>
              {placeholder}
            </Toned>
          )
        )}
        {focused && <Text inverse> </Text>}
      </Box>
      {error && (
        <Box marginLeft={labelWidth + 4}>
          <Toned tone="danger" color={color}>
            {error}
          </Toned>
        </Box>
      )}
    </Box>
  );
}
