import type { PartId } from '@/lib/route-parts';

/**
 * Which translation namespaces each screen needs (decision 017: a route loads only its own). `messages` is the
 * contract's error, validation, success and mail texts. Plain data: vite.config.ts reads it to put the first
 * screen's texts into one chunk per language. route-namespaces.test.ts checks these lists against the code.
 */
export const MESSAGES_NAMESPACE = 'messages';

/**
 * The shell: tab bar (with the bag's badge), top bar, loading and error screens, toasts of the HTTP client. Not the
 * contract's messages: the server's answers carry their own text, and the shell's one message (login expired) loads
 * them when it is shown (i18n/message-text.ts); the parts whose forms and errors use them list them.
 */
export const SHELL_NAMESPACES = ['common', 'nav', 'title', 'bag'] as const;

export const PART_NAMESPACES: Record<PartId, readonly string[]> = {
  home: ['catalogue'],
  'home-board': [MESSAGES_NAMESPACE, 'profile'],
  'basic-data': [
    'account',
    'addresses',
    'catalogue',
    'customs',
    MESSAGES_NAMESPACE,
    'notices',
    'passkeys',
    'payouts',
    'profile',
    'settings',
  ],
  product: ['catalogue', 'notices', 'product', 'search'],
  cart: ['card', 'catalogue', 'checkout', 'customs', MESSAGES_NAMESPACE, 'passkeys', 'paysheet'],
  order: [
    'card',
    'catalogue',
    'customs',
    'disputes',
    MESSAGES_NAMESPACE,
    'orders',
    'passkeys',
    'paysheet',
    'protection',
    'talk',
  ],
  refund: ['disputes', MESSAGES_NAMESPACE, 'refund', 'review', 'upload'],
  'record-pages': ['card', 'catalogue', MESSAGES_NAMESPACE, 'passkeys', 'payouts', 'topup', 'upload', 'withdraw'],
  'common-pages': ['catalogue', 'content', 'favourites', 'notices', 'notifications', 'service'],
};

/** What the first screen of /home needs, fetched as one chunk per language. */
export const FIRST_SCREEN_NAMESPACES: readonly string[] = [...SHELL_NAMESPACES, ...PART_NAMESPACES.home];
