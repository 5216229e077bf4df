import { PassThrough, Readable } from 'node:stream';
import { createIOStreams, type IOStreams, type OutStream } from '../io/io-streams.js';

/** A captured output stream. */
export interface BufferStream extends OutStream {
  text(): string;
}

function bufferStream(isTTY: boolean, columns: number): BufferStream {
  let text = '';
  return {
    isTTY,
    columns,
    write(chunk: string) {
      text += chunk;
      return true;
    },
    text: () => text,
  };
}

/** Fake IO with string buffers (gh `iostreams.Test()`): choose which streams are terminals. */
export interface FakeIO extends IOStreams {
  stdout: BufferStream;
  stderr: BufferStream;
  out(): string;
  err(): string;
}

/** Builds fake IO; `stdin` is the text a pipe would carry (ends after it). */
export function createFakeIO(
  opts: {
    stdoutTTY?: boolean;
    stderrTTY?: boolean;
    stdinTTY?: boolean;
    stdin?: string;
    noColor?: boolean;
    columns?: number;
  } = {},
): FakeIO {
  const columns = opts.columns ?? 100;
  const stdout = bufferStream(opts.stdoutTTY ?? false, columns);
  const stderr = bufferStream(opts.stderrTTY ?? false, columns);
  const stdin: PassThrough & { isTTY?: boolean } =
    opts.stdin === undefined ? new PassThrough() : (Readable.from([opts.stdin]) as unknown as PassThrough);
  stdin.isTTY = opts.stdinTTY ?? false;
  const io = createIOStreams({ stdout, stderr, stdin, noColor: opts.noColor ?? false });
  return { ...io, stdout, stderr, out: stdout.text, err: stderr.text };
}
