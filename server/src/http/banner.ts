import type { DemoAccount } from '@opsdeck/shared/schemas';
import { isLoopback } from './listen-host.js';

/** What the start banner says. */
export interface BannerFacts {
  host: string;
  port: number;
  /** Where the data is ("PGlite in ./data/pg", "PostgreSQL (DATABASE_URL)"). */
  database: string;
  seeded: boolean;
  demo: DemoAccount[];
  /** Under `npm run dev`: the Vite dev server's port, where the live-reloading console is. */
  devWebPort?: number;
}

function displayHost(host: string): string {
  return host === '0.0.0.0' || host === '::' ? 'localhost' : host.includes(':') ? `[${host}]` : host;
}

/**
 * The lines printed once the server is ready: where the console is (under `npm run dev`, Vite's
 * live-reloading one on WEB_PORT, not the API port), the database, whether other machines can
 * reach it and how to change that, the demo sign-ins that work, and the operations endpoints.
 */
export function bannerLines(facts: BannerFacts): string[] {
  const url = `http://${displayHost(facts.host)}:${facts.port}`;
  const where = facts.devWebPort
    ? [
        `  OpsDeck (dev) console with live reload: http://${displayHost(facts.host)}:${facts.devWebPort}`,
        `  API server (restarts on changes): ${url}/api`,
      ]
    : [`  OpsDeck is running at ${url}  (API ${url}/api)`];
  return [
    '',
    ...where,
    `  Database: ${facts.database}${facts.seeded ? ', seeded with demo data' : ''}`,
    isLoopback(facts.host)
      ? `  Listening on ${facts.host} only (this machine). To listen elsewhere: HOST=0.0.0.0 npm start`
      : `  Listening on ${facts.host}: reachable from other machines.`,
    ...(facts.demo.length > 0 ? ['  Demo sign-ins:'] : []),
    ...facts.demo.map((o) => `    ${o.role.padEnd(5)}  phone ${o.phone}  password ${o.password}`),
    '  Health: /api/health/live, /api/health/ready; metrics: /metrics (this machine, or METRICS_TOKEN)',
    '  Press Ctrl+C to stop.',
    '',
  ];
}
