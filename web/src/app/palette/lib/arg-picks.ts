import type { IconName, Intent } from '@blueprintjs/core';
import type { ApiClient } from '@opsdeck/shared/api';
import type { TFunction } from 'i18next';
import { openJobPicks } from './job-picks.ts';

/** One thing a palette argument can be picked as (an open job for a job id), in words. */
export interface ArgPickOption {
  /** What the field gets when it is picked (`12`). */
  value: string;
  title: string;
  hint: string;
  icon: IconName;
  tag?: { text: string; intent: Intent };
  /** What typing narrows it by, besides its value (nickname, filter, requester…). */
  words: readonly string[];
}

/**
 * Where a field's choices come from and how the palette speaks of them: read from the server when
 * the field's step opens (the server decides what the caller may see), then narrowed as one types;
 * a typed value is still accepted (the member picker's way, for any field).
 */
export interface ArgPickSource {
  load: (client: ApiClient) => Promise<unknown[]>;
  options: (items: unknown[], t: TFunction) => ArgPickOption[];
  /** i18n keys: the field's placeholder, the group's heading, loading, failed ({{message}}),
   * none at all, none matching ({{query}}). */
  keys: {
    placeholder: string;
    heading: string;
    loading: string;
    failed: string;
    none: string;
    noMatch: string;
  };
}

/**
 * The options that match what was typed, the one whose value is the typed text first (`#12` or `12`
 * picks job 12); every option when nothing is typed.
 */
export function matchingPicks(options: readonly ArgPickOption[], query: string): ArgPickOption[] {
  const q = query.trim().toLowerCase().replace(/^#/, '');
  if (q === '') return [...options];
  const exact = options.filter((o) => o.value.toLowerCase() === q);
  const rest = options.filter(
    (o) => o.value.toLowerCase() !== q && [o.value, ...o.words].some((w) => w.toLowerCase().includes(q)),
  );
  return [...exact, ...rest];
}

/** True when an option's value is exactly what was typed (Enter then picks it, not the typed text). */
export const isExactPick = (options: readonly ArgPickOption[], query: string) =>
  options.some((o) => o.value.toLowerCase() === query.trim().toLowerCase().replace(/^#/, ''));

/** The pick sources of catalogue actions' fields, by action id and field name. */
const PICKS: Record<string, Record<string, ArgPickSource>> = {
  'reissueJob.cancel': { id: openJobPicks },
};

/** Where the choices of an action's field come from, or undefined for a field typed alone. */
export const pickSourceOf = (actionId: string, field: string | undefined): ArgPickSource | undefined =>
  field === undefined ? undefined : PICKS[actionId]?.[field];
