import '@/components/antd-react19';
import { Dialog } from 'antd-mobile';
import { antdTextsReady } from '@/i18n/antd-locale';
import type { TFunction } from '@/i18n/use-translation';

/** Asks before the history goes; loaded on the tap, so the dialog's code stays off the home's first screen. */
export const confirmClearHistory = async (t: TFunction) => {
  await antdTextsReady();
  return Dialog.confirm({
    title: t('search.history.confirmTitle'),
    content: t('search.history.confirmText'),
    confirmText: t('search.history.confirm'),
    cancelText: t('common.cancel'),
  });
};
