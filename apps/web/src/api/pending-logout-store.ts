/**
 * The sessions a sign-out could not end on the server yet (api/pending-logout.ts), kept on this device. Apart from
 * the code that sends them, so the app's start can see that nothing waits without loading it.
 */
const KEY = 'tradewind.logout-pending';

export function waitingLogouts(): string[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((token): token is string => typeof token === 'string') : [];
  } catch {
    return [];
  }
}

export const keepWaitingLogouts = (tokens: string[]) =>
  tokens.length > 0 ? localStorage.setItem(KEY, JSON.stringify(tokens)) : localStorage.removeItem(KEY);
