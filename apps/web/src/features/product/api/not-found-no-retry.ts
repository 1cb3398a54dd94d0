import { isApiError } from '@/api/api-error';

export const isNotFound = (error: unknown) => isApiError(error) && error.status === 404;

/** A missing product or shop stays missing: ask again only after other failures, and only once. */
export const notFoundNoRetry = (failureCount: number, error: unknown) => !isNotFound(error) && failureCount < 1;
