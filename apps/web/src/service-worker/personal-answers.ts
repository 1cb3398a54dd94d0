import { PERSONAL_CACHE_PREFIX } from './cache-rules';

/**
 * Deletes every signed-in buyer's kept answers (the bag, the orders, their account) from this browser: on logout
 * and when the server says the session has ended (decision 027). Every session's cache goes, not only the last
 * one's, so nothing personal outlives the session that asked for it.
 */
export async function forgetPersonalAnswers(): Promise<void> {
  if (typeof caches === 'undefined') return;
  const names = await caches.keys();
  await Promise.all(names.filter((name) => name.startsWith(PERSONAL_CACHE_PREFIX)).map((name) => caches.delete(name)));
}
