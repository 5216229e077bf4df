import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

/** The repository root (server/src/env.ts and server/dist/env.js both sit two levels below it). */
export const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');

const positiveInt = (fallback: number) => z.coerce.number().int().positive().default(fallback);

/**
 * The directory relative paths are resolved from: where the user ran npm (`INIT_CWD`, which npm
 * sets for every script), else the working directory. `npm run dev` runs the server inside
 * `server/`, and `./data` must still mean the repository's `./data` there, as with `npm start`.
 */
function baseDir(source: Record<string, string | undefined>): string {
  const initCwd = source.INIT_CWD;
  return initCwd !== undefined && initCwd.trim() !== '' ? initCwd : process.cwd();
}

/** A path a user typed (a script's argument), resolved as DATA_DIR is: from where npm was run. */
export function userPath(path: string, source: Record<string, string | undefined> = process.env): string {
  return resolve(baseDir(source), path);
}

const envSchema = (base: string) =>
  z.object({
    PORT: z.coerce.number().int().min(0).max(65535).default(8080),
    /** '1' under `npm run dev`: the banner points at the live-reloading console on WEB_PORT. */
    OPSDECK_DEV: z
      .enum(['0', '1'])
      .default('0')
      .transform((v) => v === '1'),
    /** The Vite dev server's port under `npm run dev` (web/scripts/dev-env.ts reads the same). */
    WEB_PORT: z.coerce.number().int().min(1).max(65535).default(5173),
    /** Loopback by default: a first run's demo accounts are not on the network. */
    HOST: z.string().min(1).default('127.0.0.1'),
    /** '1' lets the server listen on a non-loopback HOST while demo accounts keep their demo passwords. */
    ALLOW_DEMO_ON_NETWORK: z
      .enum(['0', '1'])
      .default('0')
      .transform((v) => v === '1'),
    DATA_DIR: z
      .string()
      .min(1)
      .default('./data')
      .transform((dir) => resolve(base, dir)),
    /**
     * '1': the embedded database (PGlite) runs in a worker thread, so the event loop serves HTTP while a
     * statement runs (db/pglite-thread-client.ts); '0': in the server's own thread.
     */
    PGLITE_WORKER: z
      .enum(['0', '1'])
      .default('1')
      .transform((v) => v === '1'),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
      .optional(),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    /** 'pretty': one readable line per request; 'json': pino's JSON lines. Unset: pretty on a terminal. */
    LOG_FORMAT: z.enum(['pretty', 'json']).optional(),
    /** Bearer token GET /metrics asks of a caller not on this machine (unset: loopback only). */
    METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
    TOKEN_TTL_HOURS: positiveInt(168),
    LOGIN_MAX_ATTEMPTS_PER_PHONE: positiveInt(5),
    LOGIN_MAX_ATTEMPTS_PER_IP: positiveInt(30),
    LOGIN_WINDOW_MINUTES: positiveInt(15),
    /** Delay of a sign-in for a phone that gets wrong passwords from several addresses (ms). */
    LOGIN_SLOWDOWN_MS: z.coerce.number().int().min(0).max(60_000).default(2000),
    /** Requests per minute per IP on /api (the flood guard); benchmarks raise it. */
    RATE_LIMIT_PER_MINUTE: positiveInt(1200),
    /** Largest upload (POST /api/admin/uploads) in bytes; beyond it the answer is 413. Default 10 MB. */
    UPLOAD_MAX_BYTES: positiveInt(10 * 1024 * 1024),
    /** Largest video wallpaper upload (MP4, WebM) in bytes; beyond it the answer is 413. Default 50 MB. */
    UPLOAD_VIDEO_MAX_BYTES: positiveInt(50 * 1024 * 1024),
    /** Uploads one operator may make in 24 hours; beyond it the answer is 429. */
    UPLOAD_QUOTA_PER_DAY: positiveInt(500),
    /**
     * Time a client has to send a whole request, headers and body (ms); past it the answer is 408
     * and the connection is closed. Checked every second or so, so a trickled body is cut within
     * this plus ~1 s. Streams the server sends (the monitor's events) are not affected.
     */
    REQUEST_TIMEOUT_MS: positiveInt(25_000),
    /** Time a client has to send the request headers (ms); capped at REQUEST_TIMEOUT_MS. */
    HEADERS_TIMEOUT_MS: positiveInt(15_000),
    /** How long an idle keep-alive connection stays open between requests (ms). */
    KEEP_ALIVE_TIMEOUT_MS: positiveInt(10_000),
    /** A connection with no bytes either way for this long is closed (ms); the event stream is exempt. */
    CONNECTION_TIMEOUT_MS: positiveInt(120_000),
    /** Open connections one client address may hold; more are answered 429 and closed. */
    MAX_CONNECTIONS_PER_IP: positiveInt(100),
    /** Hours a pending approval request waits for a second admin before it expires (cannot be approved). */
    APPROVAL_TTL_HOURS: positiveInt(72),
    WEB_ROOT: z
      .string()
      .min(1)
      .default(join(REPO_ROOT, 'web', 'dist'))
      .transform((dir) => resolve(base, dir)),
  });

/** The server's validated configuration. */
export type Env = z.infer<ReturnType<typeof envSchema>>;

/** Thrown when one or more environment variables are invalid; the message lists every one. */
export class EnvError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid environment:\n  ${problems.join('\n  ')}`);
    this.name = 'EnvError';
  }
}

/**
 * Reads and validates the environment (the only place that reads `process.env`).
 * Empty strings count as unset, so `PORT= npm start` takes the default.
 */
export function loadEnv(source: Record<string, string | undefined> = process.env): Env {
  const schema = envSchema(baseDir(source));
  const input = Object.fromEntries(
    Object.keys(schema.shape).map((key) => [key, source[key] === '' ? undefined : source[key]]),
  );
  const result = schema.safeParse(input);
  if (!result.success) {
    throw new EnvError(
      result.error.issues.map(
        (issue) => `${issue.path.join('.')}: ${issue.message} (got ${show(input, issue.path)})`,
      ),
    );
  }
  return result.data;
}

function show(input: Record<string, unknown>, path: PropertyKey[]): string {
  const value = input[String(path[0])];
  return value === undefined ? 'nothing' : JSON.stringify(value);
}

/** The defaults, as used by tests and by `buildApp` when no env is given. */
export function defaultEnv(overrides: Partial<Env> = {}): Env {
  return { ...loadEnv({}), ...overrides };
}
