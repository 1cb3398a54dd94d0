const STORAGE_KEY = 'tw-device';

/**
 * A random key this browser keeps and sends (DEVICE_HEADER): a sign-in from a device the account never used holds
 * withdrawals for a while (decision 052, withdrawal protections). Without storage, none is sent.
 */
export function deviceKey(): string | null {
  try {
    let key = localStorage.getItem(STORAGE_KEY);
    if (!key) {
      key = crypto.randomUUID().replaceAll('-', '');
      localStorage.setItem(STORAGE_KEY, key);
    }
    return key;
  } catch {
    return null;
  }
}
