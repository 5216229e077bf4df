/**
 * Runs a script's `main` and exits with the code it returns. A failure (a bad environment variable
 * included: `EnvError` is an `Error`) prints its message without the stack and exits 1.
 */
export function runScript(main: () => Promise<number>): void {
  main().then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    },
  );
}
