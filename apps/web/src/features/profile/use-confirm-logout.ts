import { Dialog } from 'antd-mobile';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { session } from '@/api/session';
import { toast } from '@/components/toast';

/** Asks first; if the server logout fails the session still ends on this device. */
export function useConfirmLogout() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return async () => {
    const confirmed = await Dialog.confirm({
      title: t('profile.logout.title'),
      content: t('profile.logout.message'),
      confirmText: t('profile.logout.confirm'),
      cancelText: t('profile.logout.cancel'),
    });
    if (!confirmed) return;
    try {
      await session.logout();
    } catch {
      session.clear();
    }
    toast.success(t('success.loggedOut'));
    navigate('/login', { replace: true });
  };
}
