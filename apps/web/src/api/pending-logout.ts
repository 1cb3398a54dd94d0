import { AccountApi, TOKEN_HEADER } from '@tradewind/contract';
import { isOffline, wire } from './http';
import { keepWaitingLogouts as keep, waitingLogouts as waiting } from './pending-logout-store';

/**
 * A sign-out the server could not be told of (offline, or the server down) ends the session on this device at once,
 * and the server is told as soon as it can be: the token waits here, and is sent when the browser is back online or
 * the app next starts. Until then the session would stay valid on the server for its three days.
 */

/** A device signs out of a handful of sessions at most while offline; older ones beyond this are let go. */
const MAX_WAITING = 10;

/** Remembers a session to end on the server once it can be reached. */
export function logoutLater(token: string): void {
  keep([...waiting().filter((other) => other !== token), token].slice(-MAX_WAITING));
  listenForOnline();
}

let sending: Promise<void> | null = null;

async function sendEach() {
  for (const token of waiting()) {
    if (isOffline()) return;
    try {
      const { status } = await wire({ method: 'POST', url: AccountApi.logout, headers: { [TOKEN_HEADER]: token } });
      if (status < 500) keep(waiting().filter((other) => other !== token));
    } catch {
      return; // the network again: the next `online` tries
    }
  }
}

/**
 * Tells the server of every sign-out still waiting, one pass at a time. Answered (200, or 401 for a session already
 * ended), it is done; a failure (no network, a 5xx) keeps it for the next time.
 */
export function sendPendingLogouts(): Promise<void> {
  sending ??= sendEach().finally(() => {
    sending = null;
  });
  return sending;
}

let listening = false;
function listenForOnline() {
  if (listening) return;
  listening = true;
  window.addEventListener('online', () => void sendPendingLogouts());
}

/** Now (the app's start, when some wait) and whenever the browser comes back online. */
export function sendPendingLogoutsWhenOnline(): void {
  void sendPendingLogouts();
  listenForOnline();
}
