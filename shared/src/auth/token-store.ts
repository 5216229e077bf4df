/** localStorage key of the web console's token (spec §9). */
export const TOKEN_STORAGE_KEY = 'token';

/** Where a client keeps its token: localStorage in the web console, a 0600 file in the CLI. */
export interface TokenStore {
  get(): string | null;
  set(token: string): void;
  clear(): void;
}

/** A token store in memory (tests, OPSDECK_TOKEN). */
export function memoryTokenStore(initial: string | null = null): TokenStore {
  let token = initial;
  return {
    get: () => token,
    set: (t) => {
      token = t;
    },
    clear: () => {
      token = null;
    },
  };
}
