import type { FastifyServerOptions } from 'fastify';
import { TOKEN_HEADER } from '@tradewind/contract';

/**
 * Headers and body fields that hold a secret: the session token, cookies, passwords, payment codes, card numbers,
 * customs IDs (decision 041).
 */
const SECRET_KEYS = [
  TOKEN_HEADER,
  'authorization',
  'cookie',
  'password',
  'oldpassword',
  'newpassword',
  'renewpassword',
  'pay_password',
  'old_pay_password',
  're_pay_password',
  'card',
  'card_number',
  'customs_id',
];
/**
 * Secrets never reach the log, at whatever depth up to two levels they are logged (`{ headers }`, `{ req: { body } }`).
 * Fastify's own request lines carry no headers or body at all.
 */
export const LOG_REDACT = SECRET_KEYS.flatMap((key) => [key, `*.${key}`, `*.*.${key}`]);

export type LogFormat = 'pretty' | 'json';

/** A person at a terminal reads pretty lines; a log collector (a pipe, a file) gets JSON. LOG_FORMAT decides first. */
export const chooseLogFormat = (chosen: LogFormat | undefined, output: { isTTY?: boolean } = process.stdout) =>
  chosen ?? (output.isTTY ? 'pretty' : 'json');

/**
 * The server's logger: redacted in both formats (pino redacts before either writes). Pretty is one line per event,
 * with the time of day and no pid or host, written on the main thread: it is for a terminal, not for throughput;
 * a JSON log never loads it.
 */
export async function loggerOptions(options: {
  level: string;
  format: LogFormat;
  destination?: NodeJS.WritableStream;
}): Promise<NonNullable<FastifyServerOptions['logger']>> {
  const redact = { paths: LOG_REDACT, censor: '[redacted]' };
  if (options.format === 'json') {
    return { level: options.level, redact, ...(options.destination ? { stream: options.destination } : {}) };
  }
  const { default: pretty } = await import('pino-pretty');
  const stream = pretty({
    singleLine: true,
    translateTime: 'SYS:HH:MM:ss.l',
    ignore: 'pid,hostname',
    colorize: options.destination ? false : undefined,
    destination: options.destination ?? 1,
    sync: true,
  });
  return { level: options.level, redact, stream };
}
