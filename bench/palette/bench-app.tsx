import { Command } from 'cmdk';
import { useLayoutEffect, useMemo, useState } from 'react';
import { PaletteRootView } from '../../web/src/app/palette/components/palette-root-view.tsx';
import type { PaletteItem } from '../../web/src/app/palette/lib/palette-item.ts';
import { rankPalette } from '../../web/src/app/palette/lib/rank.ts';
import { generatePaletteItems } from './generate-items.ts';

const noop = () => undefined;

/** The console's palette view (our ranker, at most 80 items rendered) over the generated items. */
function OurPalette({ items, limit }: { items: readonly PaletteItem[]; limit?: number }) {
  const [query, setQuery] = useState('');
  const ranked = useMemo(() => rankPalette(items, query, { limit }), [items, query, limit]);
  useLayoutEffect(() => {
    if (ranked) window.__paletteBench?.committed();
  }, [ranked]);
  return (
    <PaletteRootView ranked={ranked} query={query} onQueryChange={setQuery} onChoose={noop} mac={false} />
  );
}

/** For comparison: every item rendered as a cmdk item, filtered and sorted by cmdk's default filter. */
function CmdkDefault({ items }: { items: readonly PaletteItem[] }) {
  const groups = useMemo(() => {
    const byGroup = new Map<string, PaletteItem[]>();
    for (const i of items) byGroup.set(i.groupLabel, [...(byGroup.get(i.groupLabel) ?? []), i]);
    return [...byGroup];
  }, [items]);
  return (
    <Command label="bench" className="od-palette-command">
      <div className="od-palette-input-row">
        <Command.Input autoFocus className="od-palette-input" placeholder="cmdk default filter" />
      </div>
      <Command.List className="od-palette-list">
        {groups.map(([label, list]) => (
          <Command.Group key={label} heading={label}>
            {list.map((i) => (
              <Command.Item
                key={i.id}
                value={i.id}
                keywords={[i.title, ...i.keywords]}
                className="od-palette-item"
              >
                <span className="od-palette-item-text">
                  <span className="od-palette-item-title">{i.title}</span>
                  {i.hint && <span className="od-palette-item-hint">{i.hint}</span>}
                </span>
              </Command.Item>
            ))}
          </Command.Group>
        ))}
      </Command.List>
    </Command>
  );
}

/** The bench page: the palette holding `count` items, in the console's frame and styles. */
export function BenchApp({
  count,
  mode,
  limit,
}: {
  count: number;
  mode: 'palette' | 'cmdk';
  limit?: number;
}) {
  const items = useMemo(() => generatePaletteItems(count), [count]);
  return (
    <div className="od-palette" data-bench-mode={mode} data-bench-items={items.length}>
      {mode === 'palette' ? <OurPalette items={items} limit={limit} /> : <CmdkDefault items={items} />}
    </div>
  );
}
