import { defineProject, type TestProjectInlineConfiguration } from 'vitest/config';

/** Workspace packages resolve to their TypeScript sources in tests (the `@opsdeck/source` export condition). */
const SOURCE = ['@opsdeck/source'];

/**
 * A Node test project of the workspace (server, cli, the cross-process suites): it imports the
 * packages' sources, in the client and in SSR resolution alike.
 */
export function nodeProject(test: NonNullable<TestProjectInlineConfiguration['test']>) {
  return defineProject({
    resolve: { conditions: SOURCE },
    ssr: { resolve: { conditions: SOURCE } },
    // expect.poll waits for its condition up to 15 s (1 s by default, too short on a loaded 2-core
    // machine); it returns as soon as the condition holds
    test: { environment: 'node', expect: { poll: { timeout: 15_000 } }, ...test },
  });
}
