import '@/components/antd-react19';
import { Dialog } from 'antd-mobile';
import { useNavigate } from '@/lib/router';
import { useTranslation } from '@/i18n/use-translation';
import { session } from '@/api/session';
import { toast } from '@/components/toast';

/**
 * Asks first; if the server logout fails (offline) the session still ends on this device, and the server is told
 * once the device is back online. `texts` is the key holding the dialog's title, message, confirm and cancel (e.g.
 * 'profile.logout').
 */
export function useConfirmLogout(texts: string) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return async () => {
    const confirmed = await Dialog.confirm({
      title: t(`${texts}.title`),
      content: t(`${texts}.message`),
      confirmText: t(`${texts}.confirm`),
      cancelText: t(`${texts}.cancel`),
    });
    if (!confirmed) return;
    await session.logoutNowOrLater();
    toast.success(t('success.loggedOut'));
    navigate('/login', { replace: true });
  };
}
