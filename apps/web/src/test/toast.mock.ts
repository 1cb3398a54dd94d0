import { vi } from 'vitest';

/** Stands in for '@/components/toast' in screen tests: `vi.mock('@/components/toast', () => import('@/test/toast.mock'))`. */
export const toast = {
  success: vi.fn(),
  error: vi.fn(),
  info: vi.fn(),
  loading: vi.fn(() => () => undefined),
};
