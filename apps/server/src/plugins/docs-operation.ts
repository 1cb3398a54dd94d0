import type { FastifySchema } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { ERROR_STATUS, ErrorKey, IDEMPOTENCY_HEADER, ResponseCode, translate } from '@tradewind/contract';
import { IDEMPOTENCY_ERRORS, IDEMPOTENCY_KEY_MAX } from '../lib/idempotency.js';
import type { AuthMode } from '../types.js';
import { readsConsoleCookie } from './auth.js';

type Json = Record<string, unknown>;
type Security = Record<string, string[]>[];

/** The error envelope's schema, once, in `components.schemas` (plugins/docs.ts). */
export const ERROR_SCHEMA = 'Error';

/** `/api/order/pay` → `orderPay`, `/api/admin/refund_approve` → `adminRefundApprove`: stable as the paths are. */
export const operationIdOf = (url: string) =>
  url
    .replace(/^\/api\//, '')
    .split(/[/_]/)
    .filter(Boolean)
    .map((word, i) => (i === 0 ? word : word[0]!.toUpperCase() + word.slice(1)))
    .join('');

/** Who may call, as plugins/auth.ts decides it: an optional token may also be left out (`{}`). */
function securityOf(auth: AuthMode, url: string): Security {
  if (auth === 'public') return [];
  const token: Security = readsConsoleCookie(url) ? [{ token: [] }, { consoleSession: [] }] : [{ token: [] }];
  return auth === 'optional' ? [...token, {}] : token;
}

/** The keys every route's guards can answer before its own rules run: input, size, media type, session, load. */
function guardErrors(auth: AuthMode, schema: FastifySchema): ErrorKey[] {
  const keys: ErrorKey[] = [];
  if (schema.body || schema.querystring || schema.params) keys.push(ErrorKey.Validation);
  if (schema.body || schema.rawBody) keys.push(ErrorKey.PayloadTooLarge, ErrorKey.UnsupportedMedia);
  if (auth === 'user' || auth === 'operator' || auth === 'console') keys.push(ErrorKey.Unauthorized);
  if (auth === 'operator' || auth === 'console') keys.push(ErrorKey.Forbidden);
  keys.push(ErrorKey.Internal, ErrorKey.Busy);
  return keys;
}

const NOTES: Partial<Record<ErrorKey, string>> = {
  [ErrorKey.Validation]: '`fields` has a message per refused field',
  [ErrorKey.Unauthorized]: 'no token, or its session has ended; `code` is 401',
  [ErrorKey.Forbidden]: 'not an operator, or a console write by cookie without its header',
  [ErrorKey.Busy]: 'shed at once under load, with `Retry-After`',
};

const describeKey = (key: ErrorKey) =>
  `- \`${key}\`: ${translate('en', `error.${key}`)}${NOTES[key] ? ` (${NOTES[key]})` : ''}`;

/** One response per status, its `error` limited to the keys that status can carry here. */
function errorResponses(keys: readonly ErrorKey[]): Record<string, Json> {
  const byStatus = new Map<number, ErrorKey[]>();
  for (const key of new Set(keys)) byStatus.set(ERROR_STATUS[key], [...(byStatus.get(ERROR_STATUS[key]) ?? []), key]);
  const statuses = [...byStatus.keys()].sort((a, b) => a - b);
  return Object.fromEntries(
    statuses.map((status) => {
      const carried = byStatus.get(status)!;
      const code = status === 401 ? ResponseCode.LoginExpired : ResponseCode.Failure;
      return [
        String(status),
        {
          'x-response-description': carried.map(describeKey).join('\n'),
          allOf: [{ $ref: `#/components/schemas/${ERROR_SCHEMA}` }],
          properties: { code: { type: 'number', enum: [code] }, error: { type: 'string', enum: carried } },
        },
      ];
    }),
  );
}

const SUCCESS = 'Done: `code` is 1 and `data` holds the answer.';
/** A file answered as itself (`content` by media type: a CSV, an SVG) says what it is; JSON answers the envelope. */
const successText = (json: Json): string =>
  json.content && typeof json.description === 'string' ? json.description : SUCCESS;
/** plugins/http-cache.ts: a route with `config.cacheSeconds` answers an ETag, and 304 when it still matches. */
const NOT_MODIFIED = {
  type: 'null',
  'x-response-description': 'Not modified: the `If-None-Match` sent is still the answer\u2019s `ETag`; no body.',
};

/** The optional Idempotency-Key header (docs/architecture.md §3), as plugins/idempotency-key.ts checks it. */
const IDEMPOTENCY_KEY_HEADER = {
  type: 'object',
  properties: {
    [IDEMPOTENCY_HEADER]: {
      type: 'string',
      minLength: 1,
      maxLength: IDEMPOTENCY_KEY_MAX,
      description:
        'Optional. The same key with the same body has one effect and gets the first answer again; with another body, 422.',
    },
  },
};

/**
 * @fastify/swagger's transform: the zod schemas as JSON schema (fastify-type-provider-zod), then what the route's
 * options already say, in one rule for all: its operationId from its path (unless it names its own: a path with two
 * methods), its security from `config.auth`, and its errors per status from its guards and its declared `errors`.
 * A `rawBody` is documented as the request body. A keyed route (`config.keyed`) documents the Idempotency-Key header
 * and the errors a key adds.
 */
export function describeOperation(document: Parameters<typeof jsonSchemaTransform>[0]) {
  const { schema, url, route } = document;
  const transformed = jsonSchemaTransform(document);
  if (!schema || (transformed.schema as { hide?: boolean }).hide) return transformed;
  const { errors = [], rawBody, response = {}, ...rest } = transformed.schema as FastifySchema & { response?: Json };
  const { auth = 'public', cacheSeconds, keyed = false } = route.config ?? {};
  const success = Object.fromEntries(
    Object.entries(response)
      .filter(([status]) => status.startsWith('2'))
      .map(([status, json]) => [status, { 'x-response-description': successText(json as Json), ...(json as Json) }]),
  );
  return {
    url,
    schema: {
      ...rest,
      ...(keyed && { headers: IDEMPOTENCY_KEY_HEADER }),
      operationId: schema.operationId ?? operationIdOf(url),
      security: securityOf(auth, url),
      ...(rawBody && {
        body: { content: Object.fromEntries(Object.entries(rawBody).map(([type, json]) => [type, { schema: json }])) },
      }),
      response: {
        ...success,
        ...(cacheSeconds && { 304: NOT_MODIFIED }),
        ...errorResponses([
          ...guardErrors(auth, schema),
          ...(keyed ? [ErrorKey.Validation, ...IDEMPOTENCY_ERRORS] : []),
          ...errors,
        ]),
      },
    },
  };
}
