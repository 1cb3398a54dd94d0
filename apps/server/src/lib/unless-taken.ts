import { ErrorKey } from '@tradewind/contract';
import { PG_UNIQUE_VIOLATION, pgCode } from '../db/pg-error.js';
import { AppError } from './app-error.js';

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
