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
    test: { environment: 'node', ...test },
  });
}
