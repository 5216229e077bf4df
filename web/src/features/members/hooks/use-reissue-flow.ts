import type { ApiClient } from '@opsdeck/shared/api';
import { ApiError } from '@opsdeck/shared/errors';
import { isReissuePending } from '@opsdeck/shared/schemas';
import { useCallback, useRef, useState } from 'react';
import { joinMessages } from '../../../lib/i18n.ts';
import { createIntentKeys, intentOf } from '../lib/intent-key.ts';
import type {
  ReissueAnswer,
  ReissueKindSpec,
  ReissueRequestBody,
  ReissueResult,
} from '../lib/reissue-kinds.ts';
import { type ReissueFieldErrors, toFieldErrors } from '../lib/validate-reissue.ts';

/** A failure to show: field messages next to the fields, the rest in a callout. */
export interface ReissueProblem {
  fields: ReissueFieldErrors;
  message?: string;
  /** The connection failed: the outcome of a real re-issue is unknown; a retry (same key) is safe. */
  transport?: boolean;
}

/** Where the screen is: the form, the dry run, the confirmation (and the real call), or the result. */
export type ReissuePhase =
  | { name: 'editing'; problem?: ReissueProblem }
  | { name: 'previewing' }
  | {
      name: 'confirming';
      body: ReissueRequestBody;
      preview: ReissueResult;
      key: string;
      issuing: boolean;
      problem?: ReissueProblem;
    }
  | { name: 'done'; result: ReissueAnswer };

function problemOf(error: unknown): ReissueProblem {
  if (error instanceof ApiError) {
    if (error.transport) return { fields: {}, message: error.message, transport: true };
    const { fields, rest } = toFieldErrors(error.details ?? []);
    const message = rest.length > 0 ? joinMessages(rest.map((e) => e.message)) : error.message;
    return Object.keys(fields).length > 0 && rest.length === 0 ? { fields } : { fields, message };
  }
  return { fields: {}, message: error instanceof Error ? error.message : String(error) };
}

/**
 * The re-issue flow of one screen. `preview` runs the dry run (with the intent's key, so an intent
 * already issued shows as such) and opens the confirmation; `confirm` issues for real with the SAME
 * key, at most one call at a time (a second click while one is in flight does nothing); a retry after
 * a failure reuses the key. Success drops the key, so "re-issue another" starts a new intent.
 */
export function useReissueFlow(client: ApiClient, spec: ReissueKindSpec) {
  const [phase, setPhase] = useState<ReissuePhase>({ name: 'editing' });
  const keys = useRef(createIntentKeys()).current;
  const busy = useRef(false);

  const preview = useCallback(
    async (body: ReissueRequestBody) => {
      if (busy.current) return;
      busy.current = true;
      const intent = intentOf(spec.kind, body);
      const key = keys.keyFor(intent);
      setPhase({ name: 'previewing' });
      try {
        const answer = await spec.send(client, body, true, key);
        if (isReissuePending(answer) || (answer.replayed && answer.orderNo)) {
          // This exact intent was already issued with this key (e.g. a retry after a lost answer).
          keys.settle(intent);
          setPhase({ name: 'done', result: answer });
        } else {
          setPhase({ name: 'confirming', body, preview: answer, key, issuing: false });
        }
      } catch (error) {
        setPhase({ name: 'editing', problem: problemOf(error) });
      } finally {
        busy.current = false;
      }
    },
    [client, spec, keys],
  );

  const confirm = useCallback(async () => {
    if (busy.current || phase.name !== 'confirming') return;
    busy.current = true;
    const { body, key } = phase;
    setPhase({ ...phase, issuing: true, problem: undefined });
    try {
      const result = await spec.send(client, body, false, key);
      keys.settle(intentOf(spec.kind, body));
      setPhase({ name: 'done', result });
    } catch (error) {
      const problem = problemOf(error);
      if (!problem.message && !problem.transport) {
        // The server named a field: back to the form, next to that field.
        setPhase({ name: 'editing', problem });
      } else {
        setPhase({ ...phase, issuing: false, problem });
      }
    } finally {
      busy.current = false;
    }
  }, [client, spec, keys, phase]);

  const cancel = useCallback(() => {
    if (busy.current) return;
    setPhase({ name: 'editing' });
  }, []);

  const clearProblem = useCallback(() => {
    setPhase((p) => (p.name === 'editing' && p.problem ? { name: 'editing' } : p));
  }, []);

  return { phase, preview, confirm, cancel, clearProblem, reset: cancel };
}
