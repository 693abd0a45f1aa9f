import fp from 'fastify-plugin';
import type { Database, Db } from '../db/client.js';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    database: Database;
  }
}

/** Decorates the app with the database and closes it with the app. */
export const dbPlugin = fp<{ database: Database }>(async (app, { database }) => {
  app.decorate('database', database);
  app.decorate('db', database.db);
  app.addHook('onClose', () => database.close());
});
