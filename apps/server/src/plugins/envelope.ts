import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ErrorKey, ResponseCode, translate, type LanguageCode } from '@tradewind/contract';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../lib/app-error.js';

const now = () => Math.floor(Date.now() / 1000);

/** Fastify's own client errors, by code, as our stable keys. */
const FRAMEWORK_ERRORS: Record<string, ErrorKey> = {
  FST_ERR_CTP_BODY_TOO_LARGE: ErrorKey.PayloadTooLarge,
  FST_ERR_CTP_INVALID_MEDIA_TYPE: ErrorKey.UnsupportedMedia,
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: ErrorKey.Validation,
  FST_ERR_CTP_EMPTY_JSON_BODY: ErrorKey.Validation,
  FST_ERR_CTP_INVALID_JSON_BODY: ErrorKey.Validation,
  FST_UNDER_PRESSURE: ErrorKey.Busy,
};

const translateIssue = (lang: LanguageCode, message: string) =>
  translate(lang, message.startsWith('validation.') ? message : 'validation.invalid');

function validationError(error: FastifyError, lang: LanguageCode): AppError {
  const fields: Record<string, string> = {};
  for (const issue of error.validation ?? []) {
    const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || '_';
    fields[field] ??= translateIssue(lang, issue.message ?? '');
  }
  return new AppError(ErrorKey.Validation, {}, fields);
}

function toAppError(error: FastifyError, request: FastifyRequest): AppError | undefined {
  if (error instanceof AppError) return error;
  if (hasZodFastifySchemaValidationErrors(error)) return validationError(error, request.lang);
  const known = error.code ? FRAMEWORK_ERRORS[error.code] : undefined;
  if (known) return new AppError(known);
  if (error.statusCode === 404) return new AppError(ErrorKey.NotFound);
  return undefined;
}

export function sendError(reply: FastifyReply, request: FastifyRequest, error: AppError) {
  reply.errorKey = error.key;
  // Services raise field messages as keys (`validation.refundTooMuch`, or `error.CHAIN_TX_USED` to name the field of
  // an error with its own message and values); schema errors arrive already worded.
  const fields = error.fields
    ? Object.fromEntries(
        Object.entries(error.fields).map(([name, text]) => [
          name,
          text.startsWith('validation.') || text.startsWith('error.')
            ? translate(request.lang, text, error.values)
            : text,
        ]),
      )
    : undefined;
  const msg = fields ? Object.values(fields)[0]! : translate(request.lang, `error.${error.key}`, error.values);
  return reply.status(error.status).send({
    code: error.status === 401 ? ResponseCode.LoginExpired : ResponseCode.Failure,
    msg,
    time: now(),
    error: error.key,
    data: null,
    ...(fields ? { fields } : {}),
  });
}

/** docs/architecture.md §3: every answer is `{ code, msg, time, data }`; errors carry a key and never a stack trace or SQL. */
export const envelopePlugin = fp(async (app) => {
  app.decorateReply('errorKey', undefined);
  app.decorateReply('ok', function (this: FastifyReply, data: unknown, msgKey = 'success.ok') {
    return { code: ResponseCode.Success, msg: translate(this.request.lang, msgKey), time: now(), data } as never;
  });
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const known = toAppError(error, request);
    if (known) return sendError(reply, request, known);
    request.log.error({ err: error }, 'unhandled error');
    return sendError(reply, request, new AppError(ErrorKey.Internal));
  });
  app.setNotFoundHandler((request, reply) => sendError(reply, request, new AppError(ErrorKey.NotFound)));
});
