import { ErrorKey } from '@tradewind/contract';
import { AppError } from '../../lib/app-error.js';

/** Maps a unique-index violation on users to the field the person has to change. */
export function uniqueViolationToAppError(error: unknown): AppError | undefined {
  const cause = (error as { cause?: unknown }).cause ?? error;
  const { code, constraint } = cause as { code?: string; constraint?: string };
  if (code !== '23505') return undefined;
  const message = String((cause as Error).message ?? '');
  const isEmail = (constraint ?? message).includes('email');
  return isEmail ? new AppError(ErrorKey.EmailExists) : new AppError(ErrorKey.AccountExists);
}
