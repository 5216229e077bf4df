import type { Approval } from '@opsdeck/shared/schemas';
import type { TFunction } from 'i18next';
import {
  type Decision,
  decidedResult,
  refusedResult,
} from '../../../features/approvals/lib/decision-result.ts';
import { pathTo } from '../../../lib/route-links.ts';

/** A result page to open with its router state (`{ result: ... }`, see features/results). */
export interface ResultPage {
  /** /result/success or /result/error. */
  to: string;
  state: unknown;
}

/** What running an action gave: its answer, or the error it failed with. */
export type ActionOutcome = { result: unknown } | { error: unknown };

/** The palette actions whose outcome opens a result page, as their screen does, instead of a toast. */
const DECISIONS: Readonly<Record<string, Decision>> = {
  'approval.approve': 'approve',
  'approval.reject': 'reject',
};

/**
 * The result page of an action run from the palette, or undefined for a toast: approving or
 * rejecting opens /result/success with what was decided (and executed), or /result/error when the
 * server refuses, with the same router state as the approvals screen.
 */
export function resultPageOf(
  actionId: string,
  args: unknown,
  outcome: ActionOutcome,
  t: TFunction,
): ResultPage | undefined {
  const how = DECISIONS[actionId];
  if (!how) return undefined;
  if ('result' in outcome)
    return { to: pathTo('/result/success'), state: decidedResult(outcome.result as Approval, how, t) };
  const { id, reason } = args as { id: number; reason?: string };
  return { to: pathTo('/result/error'), state: refusedResult(id, how, outcome.error, t, reason) };
}

/** The router's navigate as the palette gets it: a path, and the router state a result page reads. */
export type PaletteNavigate = (to: string, opts?: { state?: unknown }) => void;
