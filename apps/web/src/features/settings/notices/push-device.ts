import { NoticeApi } from '@tradewind/contract';
import { http } from '@/api/http';

/** This device's push: on, off, refused in the browser's settings, or not offered by this browser. */
export type PushState = 'on' | 'off' | 'denied' | 'unsupported';

const supported = () =>
  typeof window !== 'undefined' && 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;

/** The application server key as the Push API takes it (URL-safe base64 to bytes). */
function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

export async function pushState(): Promise<PushState> {
  if (!supported()) return 'unsupported';
  if (Notification.permission === 'denied') return 'denied';
  const registration = await navigator.serviceWorker.getRegistration();
  const subscription = await registration?.pushManager.getSubscription();
  return subscription && Notification.permission === 'granted' ? 'on' : 'off';
}

/**
 * Turns on notifications on this device: the browser asks its permission here, on the buyer's tap, never on load.
 * The subscription is made with the server's VAPID key and kept by the server for this buyer.
 */
export async function turnPushOn(): Promise<PushState> {
  if (!supported()) return 'unsupported';
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') return permission === 'denied' ? 'denied' : 'off';
  const registration = await navigator.serviceWorker.ready;
  const { public_key } = await http.get<{ public_key: string }>(NoticeApi.pushKey);
  const subscription =
    (await registration.pushManager.getSubscription()) ??
    (await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(public_key) }));
  await http.post(NoticeApi.pushSubscribe, subscription.toJSON());
  return 'on';
}

/** Turns them off on this device: the server forgets the subscription, the browser ends it. */
export async function turnPushOff(): Promise<PushState> {
  const registration = supported() ? await navigator.serviceWorker.getRegistration() : undefined;
  const subscription = await registration?.pushManager.getSubscription();
  if (subscription) {
    await http.post(NoticeApi.pushUnsubscribe, { endpoint: subscription.endpoint });
    await subscription.unsubscribe();
  }
  return 'off';
}
