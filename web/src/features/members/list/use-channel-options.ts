import { listChannels } from '@opsdeck/shared/api';
import { type Channel, MEMBER_CHANNELS } from '@opsdeck/shared/schemas';
import { startTransition, useEffect, useState } from 'react';
import type { FilterOption } from '../../../components/data-list/types.ts';
import { useApi } from '../../../lib/api-context.tsx';

const BUILT_IN: readonly string[] = MEMBER_CHANNELS;

/** A channel's filter option: built-in channels have translated labels, the others show their name. */
export function channelOption(c: Pick<Channel, 'code' | 'name'>): FilterOption {
  return { value: c.code, label: BUILT_IN.includes(c.code) ? `member.channel.${c.code}` : c.name };
}

/** The built-in channels, offered until the channel list arrives (and if it cannot be read). */
export const BUILT_IN_CHANNEL_OPTIONS: readonly FilterOption[] = MEMBER_CHANNELS.map((code) =>
  channelOption({ code, name: code }),
);

function sameOptions(a: readonly FilterOption[], b: readonly FilterOption[]): boolean {
  return a.length === b.length && a.every((o, i) => o.value === b[i]?.value && o.label === b[i]?.label);
}

/** The member list's channel choices: every row of GET /admin/channels. */
export function useChannelOptions(): readonly FilterOption[] {
  const client = useApi();
  const [options, setOptions] = useState<readonly FilterOption[]>(BUILT_IN_CHANNEL_OPTIONS);
  useEffect(() => {
    let live = true;
    listChannels(client).then(
      (r) => {
        if (!live || !Array.isArray(r?.list)) return;
        const next = r.list.map(channelOption);
        // the same choices keep the same array: the list's columns (and every cell) stay as they are;
        // new ones redraw the list as a transition (in slices, not one long task)
        startTransition(() => setOptions((prev) => (sameOptions(prev, next) ? prev : next)));
      },
      () => {},
    );
    return () => {
      live = false;
    };
  }, [client]);
  return options;
}
