import { ErrorKey } from '@tradewind/contract';
import { AppError } from '../lib/app-error.js';

/** PostgreSQL's error codes the services turn into answers a person can act on. */
export const PG_UNIQUE_VIOLATION = '23505';
export const PG_FOREIGN_KEY_VIOLATION = '23503';

/** The database's own error, whether the driver threw it or drizzle wrapped it as the cause. */
const pgError = (error: unknown) =>
  ((error as { cause?: unknown }).cause ?? error) as { code?: string; message?: string };
/** The SQLSTATE of a database error. */
export const pgCode = (error: unknown) => pgError(error).code;
/** The constraint a database error names (a unique index that clashed, a foreign key). */
export const pgConstraint = (error: unknown) => (pgError(error) as { constraint?: string }).constraint;
/** The message of a database error (a refusal a function raised carries its key and values there). */
export const pgMessage = (error: unknown) => pgError(error).message ?? '';

/**
 * An insert or update of a row whose `field` must be unique: a clash answers 409 naming the field with `message`
 * (by default, as if the field were invalid), and writes nothing.
 */
export async function unlessTaken<T>(
  field: string,
  write: () => Promise<T>,
  message = 'validation.invalid',
): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (pgCode(error) === PG_UNIQUE_VIOLATION) throw new AppError(ErrorKey.Conflict, {}, { [field]: message });
    throw error;
  }
}
