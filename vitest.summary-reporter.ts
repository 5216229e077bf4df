import type { Reporter, SerializedError, TestModule } from 'vitest/node';

/** Prints the closing line CI counts: `N passed, N failed, N skipped` (unhandled errors count as failed). */
export default class SummaryReporter implements Reporter {
  onTestRunEnd(modules: ReadonlyArray<TestModule>, unhandledErrors: ReadonlyArray<SerializedError> = []) {
    let passed = 0;
    let failed = 0;
    let skipped = 0;
    for (const m of modules) {
      let failedHere = 0;
      for (const t of m.children.allTests()) {
        const state = t.result().state;
        if (state === 'passed') passed++;
        else if (state === 'failed') failedHere++;
        else skipped++;
      }
      // a file that failed with no failed test (it did not load, or a beforeAll/afterAll hook threw
      // and its tests were skipped) is a failure of its own
      if (m.state() === 'failed' && failedHere === 0) failedHere = 1;
      failed += failedHere;
    }
    // An unhandled error fails the run even when every test passed: count each one as a failure.
    failed += unhandledErrors.length;
    console.log(`\n${passed} passed, ${failed} failed, ${skipped} skipped`);
  }
}
