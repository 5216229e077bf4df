import { useCallback, useState } from 'react';
import { type ContentProblem, problemOf } from './api-problem.ts';
import type { Checked } from './validate.ts';

/**
 * The state of a content form checked with the shared schema: a field's message shows once it was
 * edited or a save was tried, else the server's; `save` sends a checked value once at a time and
 * keeps the server's refusal (field messages, a stale edit) as `problem`.
 */
export function useContentForm<F extends string>(known: readonly string[]) {
  const [edited, setEdited] = useState<ReadonlySet<F>>(new Set());
  const [tried, setTried] = useState(false);
  const [saving, setSaving] = useState(false);
  const [problem, setProblem] = useState<ContentProblem | null>(null);

  /** The message of a field under the current check. */
  const errorOf =
    (checked: Checked<unknown>) =>
    (f: F): string | undefined =>
      (tried || edited.has(f) ? checked.fields[f] : undefined) ?? problem?.fields[f];

  /** Marks fields as edited (their messages show from now on). */
  const touch = useCallback((fields: readonly F[]) => setEdited((s) => new Set([...s, ...fields])), []);

  /** Tries a save: shows every message; when the check passed, sends the value. */
  async function save<V>(checked: Checked<V>, send: (value: V) => Promise<void>) {
    setTried(true);
    if (!checked.ok || saving) return;
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

  return { edited, saving, problem, setProblem, errorOf, touch, save, restart };
}
