import type { Reporter, SerializedError, TestModule } from 'vitest/node';

/** Prints the closing line CI counts: `N passed, N failed, N skipped` (unhandled errors count as failed). */
export default class SummaryReporter implements Reporter {
  onTestRunEnd(modules: ReadonlyArray<TestModule>, unhandledErrors: ReadonlyArray<SerializedError> = []) {
    let passed = 0;
    let failed = 0;
    let skipped = 0;
    for (const m of modules) {
      if (m.state() === 'failed' && [...m.children.allTests()].length === 0) failed++;
      for (const t of m.children.allTests()) {
        const state = t.result().state;
        if (state === 'passed') passed++;
        else if (state === 'failed') failed++;
        else skipped++;
      }
    }
    // An unhandled error fails the run even when every test passed: count each one as a failure.
    failed += unhandledErrors.length;
    console.log(`\n${passed} passed, ${failed} failed, ${skipped} skipped`);
  }
}
