import { readEnv } from './env.js';
import { EXIT } from './exit-codes.js';
import { createFactory } from './factory.js';
import { loadTranslator } from './i18n.js';
import { createInterrupts } from './io/interrupts.js';
import { systemIOStreams } from './io/io-streams.js';
import { runProgram } from './program.js';

// Ctrl+C quits at once (130), unless a batch takes it to stop cleanly; a second one always quits.
const interrupts = createInterrupts(() => process.exit(EXIT.interrupted));
process.on('SIGINT', interrupts.fire);

// The entry point: build the factory once, run the program, set the exit code it decided.
// A reader that stops early (`opsdeck messages list | head -1`) is not an error, but a batch cut
// short that way did not finish: it ends as interrupted (run it again to finish).
process.stdout.on('error', (error: NodeJS.ErrnoException) => {
  if (error.code === 'EPIPE') process.exit(process.exitCode ?? (interrupts.busy() ? EXIT.interrupted : 0));
  throw error;
});

const env = readEnv();
const factory = createFactory(
  env,
  systemIOStreams(env.noColor, env.columns),
  await loadTranslator(env.locale),
  {
    interrupts,
  },
);
process.exitCode = await runProgram(process.argv.slice(2), factory);
