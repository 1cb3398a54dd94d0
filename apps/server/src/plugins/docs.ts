import fp from 'fastify-plugin';
import { z } from 'zod';
import swagger from '@fastify/swagger';
import type { OpenAPIV3 } from 'openapi-types';
import swaggerUi from '@fastify/swagger-ui';
import {
  ADMIN_SESSION_COOKIE,
  CONSOLE_HEADER,
  CONSOLE_HEADER_VALUE,
  ErrorEnvelope,
  TOKEN_HEADER,
} from '@tradewind/contract';
import { describeOperation, ERROR_SCHEMA } from './docs-operation.js';

const { $schema: _, ...errorSchema } = z.toJSONSchema(ErrorEnvelope, { target: 'openapi-3.0', io: 'output' });

/** OpenAPI generated from the contract's zod schemas; the UI at /api/docs, the JSON at /api/docs/json. */
export const docsPlugin = fp(async (app) => {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Tradewind API',
        version: '1.0.0',
        description:
          'Every answer is the envelope `{ code, msg, time, data }`: `code` 1 is success, 0 an error, 401 a missing ' +
          'or ended session. An error also carries a stable key in `error`, listed per status on each call, and ' +
          'for bad input a message per field in `fields`; `msg` is in the caller\u2019s language.',
      },
      servers: [{ url: '/', description: 'This server' }],
      components: {
        securitySchemes: {
          token: {
            type: 'apiKey',
            in: 'header',
            name: TOKEN_HEADER,
            description: 'The session token that login and register answer.',
          },
          consoleSession: {
            type: 'apiKey',
            in: 'cookie',
            name: ADMIN_SESSION_COOKIE,
            description:
              'The operator console\u2019s HttpOnly session cookie, set by its sign-in, sent to /api/admin/* only. ' +
              `A write it authenticates must also send \`${CONSOLE_HEADER}: ${CONSOLE_HEADER_VALUE}\`.`,
          },
        },
        schemas: { [ERROR_SCHEMA]: errorSchema as OpenAPIV3.SchemaObject },
      },
    },
    transform: describeOperation,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
});
