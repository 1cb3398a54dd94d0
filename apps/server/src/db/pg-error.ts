/** PostgreSQL's error codes the services turn into answers a person can act on. */
export const PG_UNIQUE_VIOLATION = '23505';
export const PG_FOREIGN_KEY_VIOLATION = '23503';

/** The SQLSTATE of a database error, whether the driver threw it or drizzle wrapped it as the cause. */
export const pgCode = (error: unknown) => (((error as { cause?: unknown }).cause ?? error) as { code?: string }).code;
