import '@/components/antd-react19';
import { Dialog } from 'antd-mobile';
import type { TFunction } from '@/i18n/use-translation';

/**
 * docs/product.md §4: cancelling and confirming receipt both ask first. `texts` holds title, message, confirm, keep. The
 * title names the dialog for assistive technology too (antd-mobile does not link the two).
 */
export const askFirst = (t: TFunction, texts: 'orders.cancel' | 'orders.receive') =>
  Dialog.confirm({
    'aria-label': t(`${texts}.title`),
    title: t(`${texts}.title`),
    content: t(`${texts}.message`),
    confirmText: t(`${texts}.confirm`),
    cancelText: t(`${texts}.keep`),
  });
