import type { Locale } from '@opsdeck/shared/i18n';
import type { RoleOrAny } from '@opsdeck/shared/schemas';
import type { Database, Db } from '../db/client.js';
import type { Env } from '../env.js';

/** The signed-in operator of a request. */
export interface RequestOperator {
  id: number;
  role: 'admin' | 'user';
  name: string;
  phone: string;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Who may call the route: roles or '*' (any signed-in operator). Every /api route needs this or `public`. */
    roles?: RoleOrAny[];
    /** No sign-in needed. */
    public?: boolean;
  }
  interface FastifyRequest {
    /** The caller's language, from Accept-Language (en-US by default). */
    locale: Locale;
    /** The signed-in operator, null on public routes and before authentication. */
    operator: RequestOperator | null;
    /** sha256 of the caller's bearer token, once authenticated. */
    tokenHash: string | null;
  }
  interface FastifyInstance {
    database: Database;
    db: Db;
    env: Env;
  }
}
