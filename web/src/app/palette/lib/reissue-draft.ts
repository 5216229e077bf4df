import type { MemberRow } from '@opsdeck/shared/schemas';
import { REISSUE_KINDS, type ReissueKind } from '../../../features/members/lib/reissue-kinds.ts';
import type { PaletteItem } from './palette-item.ts';
import type { ReissueStep } from './reissue-steps.ts';

/**
 * What a palette re-issue holds before it is issued: where it was, the member typed and picked, the
 * amount and the reason. The palette keeps it when it closes (Esc, a click outside), so choosing the
 * action again goes on from there; issuing drops it.
 */
export interface ReissueDraft {
  step: ReissueStep;
  memberQuery: string;
  member: MemberRow | null;
  amount: string;
  reason: string;
}

/** The draft to keep, or null when nothing was typed (a review step resumes on the reason). */
export function draftToKeep(draft: ReissueDraft): ReissueDraft | null {
  const empty =
    draft.memberQuery.trim() === '' && !draft.member && draft.amount === '' && draft.reason === '';
  if (empty) return null;
  return draft.step === 'review' ? { ...draft, step: 'reason' } : draft;
}

/** The draft in a line ("10000123 · 50 · compensation"), the parts typed so far. */
export function draftSummary(draft: ReissueDraft): string {
  const who = draft.member?.visibleId ?? draft.memberQuery.trim();
  return [who, draft.amount.trim(), draft.reason.trim()].filter((part) => part !== '').join(' · ');
}

/**
 * The items with the kept drafts shown on their re-issue actions' second line ("Draft: 10000123 ·
 * 50"), so the operator sees the palette kept it. The same array when there is no draft.
 */
export function withDraftHints(
  items: readonly PaletteItem[],
  drafts: Partial<Record<ReissueKind, ReissueDraft>>,
  t: (key: string, values: { summary: string }) => string,
): readonly PaletteItem[] {
  const hints = new Map<string, string>();
  for (const kind of Object.keys(drafts) as ReissueKind[]) {
    const draft = drafts[kind];
    if (draft)
      hints.set(REISSUE_KINDS[kind].actionId, t('palette.draftKept', { summary: draftSummary(draft) }));
  }
  if (hints.size === 0) return items;
  return items.map((item) => {
    const hint = item.target.type === 'action' ? hints.get(item.target.id) : undefined;
    return hint ? { ...item, hint } : item;
  });
}
