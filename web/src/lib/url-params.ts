/** A change to the URL's query: a value sets its key; undefined, null or '' removes it. */
export type ParamsPatch = Readonly<Record<string, string | null | undefined>>;

/** `params` with `patch` applied, as a new object (`params` is left as it was). */
export function patchParams(params: URLSearchParams, patch: ParamsPatch): URLSearchParams {
  const out = new URLSearchParams(params);
  for (const [key, value] of Object.entries(patch)) {
    if (value) out.set(key, value);
    else out.delete(key);
  }
  return out;
}
