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
