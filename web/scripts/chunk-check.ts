import type { Plugin } from 'vite';
import { misplacedModules } from './chunk-groups.ts';

/**
 * Fails the build when a module listed in chunk-groups.ts lands in a chunk other than its own
 * (a group's test no longer catching it, or another group's catching it first).
 */
export function chunkCheckPlugin(): Plugin {
  return {
    name: 'opsdeck-chunk-check',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).flatMap((out) =>
        out.type === 'chunk' ? [{ name: out.name, moduleIds: out.moduleIds }] : [],
      );
      const wrong = misplacedModules(chunks);
      if (wrong.length > 0) {
        this.error(
          `Modules outside their chunk (web/scripts/chunk-groups.ts):\n${wrong
            .map((w) => `  ${w.path}: listed in ${w.listedIn}, landed in ${w.landedIn}`)
            .join('\n')}`,
        );
      }
    },
  };
}
