import type { RenderOptions } from 'ink';
import type { IOStreams } from '../io/io-streams.js';

/**
 * Ink's options for an interactive drawing on `out` (stderr for prompts and progress, stdout for a
 * full screen): keys read from stdin, Ctrl+C and Esc left to the component, the console untouched.
 */
export function inkOptions(io: IOStreams, out: 'stdout' | 'stderr' = 'stderr'): RenderOptions {
  return {
    stdout: io[out] as NodeJS.WriteStream,
    stderr: io.stderr as NodeJS.WriteStream,
    stdin: io.stdin as NodeJS.ReadStream,
    exitOnCtrlC: false,
    patchConsole: false,
  };
}
