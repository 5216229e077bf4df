import { z } from 'zod';
import { roleSchema } from './common.js';
import { DATABASE_KINDS, type DatabaseKind } from './monitor-values.js';

/** The database a server runs on: its code in answers (`db`). */
export const databaseKindSchema = z.enum(DATABASE_KINDS);
// its name as people call it lives with the monitor's zod-free values (the status panel shows it)
export { DATABASE_NAMES } from './monitor-values.js';
export type { DatabaseKind };

/** One demo sign-in the login page may offer. */
export const demoAccountSchema = z.object({ role: roleSchema, phone: z.string(), password: z.string() });
export type DemoAccount = z.infer<typeof demoAccountSchema>;

/**
 * GET /health. `demo` is present only when the database holds the demo seed and lists the demo
 * operators that still sign in with their seed passwords; a production database never has it.
 */
export const healthSchema = z.object({
  status: z.literal('ok'),
  db: databaseKindSchema,
  version: z.string(),
  demo: z.object({ accounts: z.array(demoAccountSchema).min(1) }).optional(),
});
export type Health = z.infer<typeof healthSchema>;

/** GET /health/live: the process answers (no database query). */
export const liveSchema = z.object({ status: z.literal('ok') });
export type Live = z.infer<typeof liveSchema>;

/**
 * GET /health/ready: 200 once the migrations have run and the seed (when one was due) is in, and
 * until the server begins shutting down; 503 otherwise.
 */
export const readySchema = z.object({ status: z.literal('ready') });
export type Ready = z.infer<typeof readySchema>;
