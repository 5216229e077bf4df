/**
 * The Vite dev server's configuration: the ports `npm run dev` uses and the mock flag. The only
 * place the web workspace's build scripts read the environment (vite.config.ts passes it in).
 * Invalid values fail once, with every problem listed.
 */
export interface DevEnv {
  /** Port the Vite dev server listens on: WEB_PORT, default 5173. */
  webPort: number;
  /** Where /api and /uploads are proxied: the server's PORT (default 8080) on the loopback. */
  apiTarget: string;
  /** True under `npm run dev:mock` (VITE_MOCK=1): the API is answered in the browser. */
  mock: boolean;
}

function port(name: string, raw: string | undefined, fallback: number, problems: string[]): number {
  if (raw === undefined || raw.trim() === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1 || value > 65535) {
    problems.push(`${name} must be a port number from 1 to 65535, got '${raw}'`);
    return fallback;
  }
  return value;
}

export function readDevEnv(source: Record<string, string | undefined>): DevEnv {
  const problems: string[] = [];
  const webPort = port('WEB_PORT', source.WEB_PORT, 5173, problems);
  const serverPort = port('PORT', source.PORT, 8080, problems);
  if (problems.length === 0 && webPort === serverPort) {
    problems.push(`WEB_PORT and PORT must differ (both ${webPort})`);
  }
  if (problems.length > 0) throw new Error(`Invalid dev configuration:\n  ${problems.join('\n  ')}`);
  // 127.0.0.1, not localhost: Node may resolve localhost to ::1 while the server listens on IPv4.
  return { webPort, apiTarget: `http://127.0.0.1:${serverPort}`, mock: source.VITE_MOCK === '1' };
}
