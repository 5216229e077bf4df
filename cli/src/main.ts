import { readEnv } from './env.js';
import { createFactory } from './factory.js';
import { systemIOStreams } from './io/io-streams.js';
import { runProgram } from './program.js';

// The entry point: build the factory once, run the program, set the exit code it decided.
// A reader that stops early (`opsdeck messages list | head -1`) is not an error.
process.stdout.on('error', (error: NodeJS.ErrnoException) => {
  if (error.code === 'EPIPE') process.exit(process.exitCode ?? 0);
  throw error;
});

const env = readEnv();
const factory = createFactory(env, systemIOStreams(env.noColor));
process.exitCode = await runProgram(process.argv.slice(2), factory);
