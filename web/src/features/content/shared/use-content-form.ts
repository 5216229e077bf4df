import { useCallback, useState } from 'react';
import { type ContentProblem, problemOf } from './api-problem.ts';
import type { Checked, PendingCheck } from './validate.ts';

/**
 * The state of a content form checked with the shared schema: a field's message shows once it was
 * edited or a save was tried, else the server's; `save` sends a checked value once at a time and
 * keeps the server's refusal (field messages, a stale edit) as `problem`. A save asked for before the
 * form's checks are in (a deferred module) waits for them while `saving`; when they could not be
 * loaded, nothing is sent and `checksFailed` is set (the form shows `ChecksFailed`, whose Retry saves
 * again).
 */
export function useContentForm<F extends string>(known: readonly string[]) {
  const [edited, setEdited] = useState<ReadonlySet<F>>(new Set());
  const [tried, setTried] = useState(false);
  const [saving, setSaving] = useState(false);
  const [problem, setProblem] = useState<ContentProblem | null>(null);
  const [checksFailed, setChecksFailed] = useState(false);

  /** The message of a field under the current check. */
  const errorOf =
    (checked: Checked<unknown>) =>
    (f: F): string | undefined =>
      (tried || edited.has(f) ? checked.fields[f] : undefined) ?? problem?.fields[f];

  /** Marks fields as edited (their messages show from now on). */
  const touch = useCallback((fields: readonly F[]) => setEdited((s) => new Set([...s, ...fields])), []);

  /** Tries a save: shows every message; when the check passed, sends the value. */
  async function save<V>(pending: PendingCheck<V>, send: (value: V) => Promise<void>) {
    setTried(true);
    if (saving) return;
    setChecksFailed(false);
    let checked: Checked<V>;
    if (typeof pending === 'function') {
      // the checks are not in yet: the save waits for them (never sent unchecked)
      setSaving(true);
      try {
        checked = await pending();
      } catch {
        setSaving(false);
        setChecksFailed(true);
        return;
      }
    } else checked = pending;
    if (!checked.ok) {
      setSaving(false);
      return;
    }
    setSaving(true);
    setProblem(null);
    try {
      await send(checked.value);
    } catch (err) {
      setProblem(problemOf(err, known));
    } finally {
      setSaving(false);
    }
  }

  /** Starts again from a fresh row: nothing edited, no problem. */
  function restart() {
    setEdited(new Set());
    setTried(false);
    setProblem(null);
  }

  return { edited, saving, problem, setProblem, checksFailed, errorOf, touch, save, restart };
}
