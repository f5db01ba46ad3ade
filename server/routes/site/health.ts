import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { sql } from 'drizzle-orm';
import { errorResponses, NoQuery } from '../../../api/contract/common';
import { Health, Readiness } from '../../../api/contract/runtime';
import { listIndexReady } from '../../services/catalog/listIndexCache';

/** How long /readyz waits for the database before it calls it unavailable. */
const READY_DB_TIMEOUT_MS = 2000;

/**
 * For load balancers: /healthz says the process is alive (restart it if not); /readyz says it
 * should get traffic: migrated and seeded (done before it listens), the database answering, and
 * the catalog list index built. Both are documented in README.md ("Running several servers").
 */
export const healthRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/healthz',
    {
      schema: {
        tags: ['site'],
        summary: 'Liveness: the process answers (the database is not asked: see /readyz)',
        querystring: NoQuery,
        response: { 200: Health, 500: errorResponses[500] },
      },
    },
    async () => ({ status: 'ok' as const, database: app.dbKind, seededAt: app.site.seededAt }),
  );

  app.get(
    '/readyz',
    {
      schema: {
        tags: ['site'],
        summary:
          'Readiness: 200 when the database answers and the catalog index is built, else 503 with what is missing',
        querystring: NoQuery,
        response: { 200: Readiness, 503: Readiness, 500: errorResponses[500] },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      let timer: NodeJS.Timeout | undefined;
      const database = await Promise.race([
        app.db.execute(sql`select 1`).then(
          () => true,
          () => false,
        ),
        new Promise<boolean>(
          (resolve) => (timer = setTimeout(resolve, READY_DB_TIMEOUT_MS, false)),
        ),
      ]);
      clearTimeout(timer);
      const catalogIndex = listIndexReady(app.db);
      const status = !database ? 'unavailable' : catalogIndex ? 'ready' : 'starting';
      return reply.code(status === 'ready' ? 200 : 503).send({ status, database, catalogIndex });
    },
  );
};
