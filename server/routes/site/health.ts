import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { sql } from 'drizzle-orm';
import { errorResponses, NoQuery } from '../../../api/contract/common';
import { Health } from '../../../api/contract/runtime';

export const healthRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/healthz',
    {
      schema: {
        tags: ['site'],
        summary: 'Liveness and database check',
        querystring: NoQuery,
        response: { 200: Health, 500: errorResponses[500] },
      },
    },
    async () => {
      await app.db.execute(sql`select 1`);
      return { status: 'ok' as const, database: app.dbKind, seededAt: app.site.seededAt };
    },
  );
};
