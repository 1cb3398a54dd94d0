import { vi } from 'vitest';

/**
 * Stands in for '@/api/http' in screen tests: `vi.mock('@/api/http', () => import('@/test/http.mock'))`.
 * Failures are ApiError from '@/api/api-error'. (fake-http.ts instead fakes the wire under the real client.)
 */
export const http = {
  get: vi.fn<(url: string, options?: unknown) => Promise<unknown>>(),
  post: vi.fn<(url: string, body?: unknown, options?: unknown) => Promise<unknown>>(),
};
