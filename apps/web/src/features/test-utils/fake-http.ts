import { vi } from 'vitest';

/** Stands in for '@/api/http': the HTTP layer is faked in component tests; failures are ApiError from '@/api/api-error'. */
export const http = {
  get: vi.fn<(url: string, options?: unknown) => Promise<unknown>>(),
  post: vi.fn<(url: string, body?: unknown, options?: unknown) => Promise<unknown>>(),
};
