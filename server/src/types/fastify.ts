import type { Locale } from '@opsdeck/shared/i18n';
import type { RoleOrAny } from '@opsdeck/shared/schemas';
import type { Database, Db } from '../db/client.js';
import type { Env } from '../env.js';
import type { RequestApiToken } from '../modules/api-tokens/authenticate.js';

/** What an API token needs to call a route (FastifyContextConfig.tokenScope). */
export type TokenScopeRule = 'read' | 'reissue' | 'never';

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
    /**
     * What an API token needs to call the route: `read` (the default of GET), `reissue`, or `never`
     * (the default of every other method: approving, policies, tokens, sessions need a sign-in).
     */
    tokenScope?: TokenScopeRule;
    /** The label key a refused body field is named by in a 400's messages (RouteSpec.fieldLabelKey). */
    fieldLabelKey?: (field: string) => string | undefined;
  }
  interface FastifyRequest {
    /** The caller's language, from Accept-Language (en-US by default). */
    locale: Locale;
    /** The signed-in operator, null on public routes and before authentication. */
    operator: RequestOperator | null;
    /** sha256 of the caller's bearer token, once authenticated. */
    tokenHash: string | null;
    /** The API token the request was made with; null for a signed-in session. */
    apiToken: RequestApiToken | null;
  }
  interface FastifyInstance {
    database: Database;
    db: Db;
    env: Env;
  }
}
