/** Business constants of docs/product.md §9 and docs/architecture.md §4/§6, written once for the server and the app. */
export const REQUEST_TIMEOUT_MS = 10_000;
export const RETRY_DELAY_MS = 300;
export const TOAST_DURATION_MS = 1200;
/** A toast with an action ("View bag") stays long enough to reach and tap, and while a finger or focus is on it. */
export const ACTION_TOAST_DURATION_MS = 5000;
export const ROUTE_SCROLL_OFFSET_PX = 20;
export const LOAD_MORE_OFFSET_PX = 300;
export const PULL_HEAD_HEIGHT_PX = 50;
export const LAZY_IMAGE_CACHE_SIZE = 200;
export const LAZY_IMAGE_ATTEMPTS = 3;

export const COOKIE_DAYS = 3;
/** docs/product.md §9: the auth cookie is "named for an admin token". */
export const AUTH_COOKIE = 'Admin-Token';
export const LANG_COOKIE = 'lang';
export const TOKEN_HEADER = 'token';
/** A random key the app keeps in the browser and sends on sign-in: a device never seen starts a withdrawal hold. */
export const DEVICE_HEADER = 'x-device';
export const IDEMPOTENCY_HEADER = 'idempotency-key';

export const SESSION_DAYS = 3;
export const PASSWORD_MIN_LENGTH = 6;
export const PASSWORD_MAX_LENGTH = 64;
export const PAY_CODE_MIN_LENGTH = 6;
export const PAY_CODE_MAX_LENGTH = 12;
export const PAY_CODE_MAX_ATTEMPTS = 5;
export const PAY_CODE_LOCK_MINUTES = 15;
export const RESET_CODE_LENGTH = 6;
export const RESET_CODE_TTL_MINUTES = 15;
export const RESET_CODE_MAX_GUESSES = 5;

export const PAGE_DEFAULT_LIMIT = 10;
export const PAGE_MAX_LIMIT = 50;

/**
 * docs/product.md §9: what one buyer's unpaid orders may hold, so nobody takes a product off sale without paying, and how
 * many accounts one address may open in a window.
 */
export const MAX_UNPAID_ORDERS = 10;
export const MAX_UNPAID_UNITS_PER_SKU = 20;
export const REGISTRATIONS_PER_IP = 10;
export const REGISTRATION_WINDOW_MINUTES = 60;
