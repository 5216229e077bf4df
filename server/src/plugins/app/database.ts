import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../../db/client.js';
import type { Env } from '../../env.js';

/** Decorates the app with the open database (`app.database`, `app.db`) and the configuration (`app.env`). */
export const databasePlugin = fp<{ database: Database; env: Env }>(
  async (app, { database, env }) => {
    app.decorate('database', database);
    app.decorate('db', database.db);
    app.decorate('env', env);
  },
  { name: 'database' },
) as FastifyPluginAsync<{ database: Database; env: Env }>;
