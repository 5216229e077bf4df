import { Box, Text } from 'ink';
import { Toned } from './tone.js';

/** What the batch progress shows, already in words (services/batch/progress.ts builds it). */
export interface BatchProgressView {
  title: string;
  /** `████░░░░` sized to the terminal. */
  bar: string;
  /** `512/1000  51%`. */
  position: string;
  /** `✓ 505 done`. */
  done: string;
  /** `✗ 7 failed`, or undefined when none failed. */
  failed?: string;
  /** `84 rows/s · 6.0 s left`; none on the last frame (the summary under it gives the time). */
  pace?: string;
  /** Why it waits (stopping after Ctrl+C, the server's rate limit). */
  note?: string;
}

/** The live progress of a batch on the terminal (stderr): title, bar, counts, rate and time left. */
export function BatchProgress({ view, color }: { view: BatchProgressView; color: boolean }) {
  return (
    <Box flexDirection="column">
      <Toned tone="strong" color={color}>
        {view.title}
      </Toned>
      <Box>
        <Toned tone="accent" color={color}>
          {view.bar}
        </Toned>
        <Text> {view.position}</Text>
      </Box>
      <Box>
        <Toned tone="success" color={color}>
          {view.done}
        </Toned>
        {view.failed && (
          <>
            <Text>{'  '}</Text>
            <Toned tone="danger" color={color}>
              {view.failed}
            </Toned>
          </>
        )}
        {view.pace && (
          <Toned tone="muted" color={color}>
            {`  · ${view.pace}`}
          </Toned>
        )}
      </Box>
      {view.note && (
        <Toned tone="accent" color={color}>
          {view.note}
        </Toned>
      )}
    </Box>
  );
}
