import { afterAll, beforeAll } from 'vitest';
import { startChain, type TestChain } from './chain.js';

/** One anvil node for a test file: started before its tests, stopped after them. */
export function useChain() {
  const holder = {} as TestChain;
  beforeAll(async () => {
    Object.assign(holder, await startChain());
  }, 60_000);
  afterAll(() => holder.stop());
  return holder;
}
