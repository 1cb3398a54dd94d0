import { ERROR_STATUS, type ErrorKey } from '@tradewind/contract';

/** A failure the caller should see: a stable key, its HTTP status, and values for the translated message. */
export class AppError extends Error {
  readonly status: number;
  constructor(
    readonly key: ErrorKey,
    readonly values: Record<string, string | number> = {},
    readonly fields?: Record<string, string>,
  ) {
    super(key);
    this.status = ERROR_STATUS[key];
  }
}
