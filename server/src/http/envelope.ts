/** The success envelope of every API answer (docs/style.md). */
export function ok<T>(data: T) {
  return { code: 200 as const, message: 'ok', data };
}
