import { TOAST_DURATION_MS } from '@tradewind/contract';
import { toast } from '@/components/toast';
import { messageText } from '@/i18n/message-text';
import { navigateTo } from '@/lib/navigation';

let inFlight: Promise<void> | null = null;

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * docs/product.md §8: however many calls fail with 401 at once, one toast, one logout, one trip to /login. Later 401s
 * join the flow in progress until it has finished and its toast has had its time on screen.
 */
export function handleLoginExpired(endSession: () => Promise<void>): Promise<void> {
  if (inFlight) return inFlight;
  void messageText('error.UNAUTHORIZED').then((text) => toast.error(text));
  const flow = (async () => {
    await endSession();
    navigateTo('/login');
  })();
  inFlight = flow;
  void Promise.allSettled([flow, delay(TOAST_DURATION_MS)]).then(() => {
    inFlight = null;
  });
  return flow;
}

/** The login-expired flow in progress, if any (the guard waits for it before it redirects). */
export const loginExpiryInFlight = (): Promise<void> | null => inFlight;
