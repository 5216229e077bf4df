import { apiBaseFrom } from './api-base.ts';

/**
 * The web console's configuration: the only module that reads `import.meta.env`
 * (docs/style.md 13). Invalid values fail once, with every problem listed.
 */
export interface WebEnv {
  /** Base URL of the API, '/api' unless VITE_API_BASE_URL says otherwise. */
  apiBaseUrl: string;
  /** True in the Vite dev server. */
  dev: boolean;
}

function readEnv(): WebEnv {
  const problems: string[] = [];
  const apiBaseUrl = apiBaseFrom(import.meta.env.VITE_API_BASE_URL);
  if (!/^(https?:\/\/|\/)/.test(apiBaseUrl)) {
    problems.push(`VITE_API_BASE_URL must be an absolute path or an http(s) URL, got '${apiBaseUrl}'`);
  }
  if (problems.length > 0) throw new Error(`Invalid web configuration:\n  ${problems.join('\n  ')}`);
  return { apiBaseUrl, dev: import.meta.env.DEV };
}

export const env: WebEnv = readEnv();
