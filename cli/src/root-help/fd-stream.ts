import { fstatSync, writeSync } from 'node:fs';
import type { OutStream } from '../io/io-streams.js';

/**
 * stdout or stderr written through its file descriptor: the root help does not make
 * `process.stdout` (for a pipe that loads Node's net and stream modules, a tenth of what
 * `opsdeck --help` costs). A terminal's width is still read from `process.stdout`.
 */
export function fdStream(name: 'stdout' | 'stderr'): OutStream {
  const fd = name === 'stdout' ? 1 : 2;
  // a terminal is a character device (so is /dev/null, which process.stdout then tells apart)
  const terminal = () => fstatSync(fd).isCharacterDevice() && process[name].isTTY === true;
  return {
    get isTTY() {
      return terminal();
    },
    get columns() {
      return terminal() ? process[name].columns : undefined;
    },
    write(chunk) {
      const bytes = Buffer.from(chunk);
      let done = 0;
      try {
        while (done < bytes.length) done += writeSync(fd, bytes, done);
      } catch (error) {
        const code = (error as NodeJS.ErrnoException).code;
        // a reader that stops early (`opsdeck --help | head -1`) is not an error, as in main.ts
        if (code === 'EPIPE') process.exit(0);
        // a non-blocking pipe that is full: the stream waits for it
        if (code !== 'EAGAIN') throw error;
        process[name].write(bytes.subarray(done));
      }
      return true;
    },
  };
}
