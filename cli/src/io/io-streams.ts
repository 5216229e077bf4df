/** A writable the CLI prints to: a real TTY stream or a test buffer. */
export interface OutStream {
  write(chunk: string): boolean;
  isTTY?: boolean;
  columns?: number;
}

/**
 * The three standard streams and what the CLI may do with them (gh `iostreams`): data goes to
 * stdout, messages and prompts to stderr; Ink draws only when the target is a terminal.
 */
export interface IOStreams {
  stdout: OutStream;
  stderr: OutStream;
  stdin: NodeJS.ReadableStream & { isTTY?: boolean };
  isStdoutTTY(): boolean;
  isStderrTTY(): boolean;
  isStdinTTY(): boolean;
  /** True when a prompt can be shown and answered: stdin and stderr are terminals. */
  canPrompt(): boolean;
  /** True when colours may be written to the stream (a terminal, and NO_COLOR unset). */
  colorEnabled(stream?: 'stdout' | 'stderr'): boolean;
  /** The terminal width for the stream, 80 when unknown. */
  columns(stream?: 'stdout' | 'stderr'): number;
  /**
   * The width help text is wrapped to: the stream's own (a terminal's, or a buffer's that states
   * one); else COLUMNS when set; else none (Infinity: piped help is not wrapped, one line a paragraph).
   */
  helpWidth(stream?: 'stdout' | 'stderr'): number;
}

/**
 * Builds IOStreams over given streams (stdin may come from a function, called when first read);
 * `noColor` comes from the environment (NO_COLOR, TERM=dumb).
 */
export function createIOStreams(opts: {
  stdout: OutStream;
  stderr: OutStream;
  stdin: IOStreams['stdin'] | (() => IOStreams['stdin']);
  noColor: boolean;
  /** COLUMNS from the environment: the help's width when the stream states none (a pipe). */
  columnsEnv?: number | undefined;
}): IOStreams {
  const { stdout, stderr, noColor, columnsEnv } = opts;
  const given = opts.stdin;
  const stdin = typeof given === 'function' ? given : () => given;
  const pick = (stream: 'stdout' | 'stderr' = 'stdout') => (stream === 'stdout' ? stdout : stderr);
  return {
    stdout,
    stderr,
    get stdin() {
      return stdin();
    },
    isStdoutTTY: () => stdout.isTTY === true,
    isStderrTTY: () => stderr.isTTY === true,
    isStdinTTY: () => stdin().isTTY === true,
    canPrompt: () => stdin().isTTY === true && stderr.isTTY === true,
    colorEnabled: (stream) => !noColor && pick(stream).isTTY === true,
    columns: (stream) => {
      const cols = pick(stream).columns;
      return typeof cols === 'number' && cols > 0 ? cols : 80;
    },
    helpWidth: (stream) => {
      const out = pick(stream);
      if (typeof out.columns === 'number' && out.columns > 0) return out.columns;
      if (columnsEnv !== undefined) return columnsEnv;
      return out.isTTY === true ? 80 : Number.POSITIVE_INFINITY;
    },
  };
}

/** The process's own streams; stdin is made when first read (most runs never read it). */
export function systemIOStreams(noColor: boolean, columnsEnv?: number): IOStreams {
  return createIOStreams({
    stdout: process.stdout,
    stderr: process.stderr,
    stdin: () => process.stdin,
    noColor,
    columnsEnv,
  });
}

/** Writes one line (a newline is added). */
export function writeLine(stream: OutStream, text = ''): void {
  stream.write(`${text}\n`);
}
