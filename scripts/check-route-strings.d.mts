/** Every route path the catalogue declares (check-route-strings.mjs). */
export function routePaths(): string[];
/** The hard-coded route strings of a source text (check-route-strings.mjs). */
export function hardCodedRoutes(
  text: string,
  paths: readonly string[],
): { line: number; path: string; text: string }[];
/** Every hard-coded route string under web/src, as `file:line: …` problems. */
export function routeStringProblems(): string[];
