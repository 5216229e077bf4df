import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Tab } from '@blueprintjs/core';
import { render } from '@testing-library/react';
import { describe, expect, test, vi } from 'vitest';
import { Tabs } from './tabs.tsx';

const src = join(dirname(fileURLToPath(import.meta.url)), '..');

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

describe('the console’s tabs', () => {
  test('draw no sliding indicator, so nothing measures the selected tab after a render', () => {
    const measured = vi.spyOn(HTMLElement.prototype, 'offsetLeft', 'get');
    const { container, rerender } = render(
      <Tabs id="t" selectedTabId="a">
        <Tab id="a" title="A" panel={<p>first</p>} />
        <Tab id="b" title="B" panel={<p>second</p>} />
      </Tabs>,
    );
    // a panel given as a new element: Blueprint's tabs measured again after each such render
    rerender(
      <Tabs id="t" selectedTabId="a">
        <Tab id="a" title="A" panel={<p>first, again</p>} />
        <Tab id="b" title="B" panel={<p>second</p>} />
      </Tabs>,
    );
    expect(container.querySelector('.bp6-tab-indicator-wrapper')).toBeNull();
    expect(container.querySelector('[aria-selected="true"]')?.textContent).toBe('A');
    expect(measured).not.toHaveBeenCalled();
    measured.mockRestore();
  });

  test('every screen draws these, not Blueprint’s own', () => {
    const direct = sources(src)
      .filter((path) => !path.endsWith(join('components', 'tabs.tsx')))
      .filter((path) =>
        /import \{[^}]*\bTabs\b[^}]*\} from '@blueprintjs\/core'/.test(readFileSync(path, 'utf8')),
      )
      .map((path) => relative(src, path));
    expect(direct).toEqual([]);
  });
});
