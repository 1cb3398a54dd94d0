import { z } from 'zod';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorKey } from '@tradewind/contract';
import { AppError } from '../../lib/app-error.js';
import { responses } from '../../lib/route-schema.js';
import type { Database } from '../../db/client.js';

const Status = z.object({ status: z.literal('ok') });
/** A load balancer's probe gives up after a few seconds; a database that has not answered by then is not ready. */
const READY_TIMEOUT_MS = 2_000;

async function databaseAnswers(db: Database): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), READY_TIMEOUT_MS)));
  try {
    const answer = db.execute(sql`select 1`).then(
      () => true,
      () => false,
    );
    return await Promise.race([answer, late]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * For load balancers and orchestrators: /api/health says the process answers (liveness), /api/ready that its
 * database does too (readiness, 503 UNAVAILABLE when it does not). Both in the usual envelope; a probe reads
 * the status code. Neither needs a token, and neither writes a log line per probe (lib/quiet-requests.ts).
 */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/health',
    {
      schema: {
        summary: 'Check that the process answers (liveness)',
        tags: ['system'],
        response: responses(Status),
      },
    },
    async (_req, reply) => reply.ok({ status: 'ok' as const }),
  );
  app.get(
    '/api/ready',
    {
      schema: {
        summary: 'Check that the database answers too (readiness)',
        tags: ['system'],
        description: `503 with error \`${ErrorKey.Unavailable}\` when the database does not answer within 2 s.`,
        response: responses(Status),
        errors: [ErrorKey.Unavailable],
      },
    },
    async (_req, reply) => {
      if (!(await databaseAnswers(app.db))) throw new AppError(ErrorKey.Unavailable);
      return reply.ok({ status: 'ok' as const });
    },
  );
};
