/** The range as an API query (empty ends left out), and a fetch key naming it. */
export function rangeQuery(from: string | undefined, to: string | undefined) {
  const query = { ...(from ? { from } : {}), ...(to ? { to } : {}) };
  return { query, key: JSON.stringify(query) };
}
