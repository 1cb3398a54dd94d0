import type { TFunction } from '@/i18n/use-translation';

/** "USDT on TRC20": a network is named with the token it carries, wherever the buyer picks or sees one. */
export const networkLabel = (t: TFunction, network: string | null, token: string | null | undefined): string =>
  network && token ? t('topup.networkToken', { token, network }) : (network ?? '');
