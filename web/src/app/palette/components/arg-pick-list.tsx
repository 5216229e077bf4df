import { Icon, Spinner, SpinnerSize, Tag } from '@blueprintjs/core';
import { Command } from 'cmdk';
import { useTranslation } from 'react-i18next';
import type { Fetched } from '../../../lib/use-fetch.ts';
import type { ArgPickOption, ArgPickSource } from '../lib/arg-picks.ts';

/** A field's choices as palette items (`pick:<value>`), with their loading, failure and empty states. */
export function ArgPickList({
  source,
  state,
  items,
  query,
  onPick,
}: {
  source: ArgPickSource;
  state: Pick<Fetched<unknown>, 'data' | 'error'>;
  items: readonly ArgPickOption[];
  query: string;
  onPick: (value: string) => void;
}) {
  const { t } = useTranslation();
  const { keys } = source;
  if (state.error)
    return <div className="od-palette-problem">{t(keys.failed, { message: state.error })}</div>;
  if (state.data === null)
    return (
      <Command.Loading className="od-palette-loading" label={t(keys.loading)}>
        <Spinner size={SpinnerSize.SMALL} /> {t(keys.loading)}
      </Command.Loading>
    );
  if (items.length === 0)
    return (
      <div className="od-palette-problem" data-testid="palette-picks-empty">
        {query.trim() ? t(keys.noMatch, { query: query.trim() }) : t(keys.none)}
      </div>
    );
  return (
    <Command.Group heading={t(keys.heading)}>
      {items.map((o) => (
        <Command.Item
          key={o.value}
          value={`pick:${o.value}`}
          onSelect={() => onPick(o.value)}
          className="od-palette-item"
          data-testid={`palette-pick-${o.value}`}
        >
          <Icon icon={o.icon} className="od-palette-item-icon" />
          <span className="od-palette-item-text">
            <span className="od-palette-item-title">{o.title}</span>
            <span className="od-palette-item-hint">{o.hint}</span>
          </span>
          {o.tag && (
            <Tag minimal intent={o.tag.intent} className="od-palette-tag">
              {o.tag.text}
            </Tag>
          )}
        </Command.Item>
      ))}
    </Command.Group>
  );
}
