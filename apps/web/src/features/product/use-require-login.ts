import { useLocation, useNavigate } from '@/lib/router';
import { useTranslation } from '@/i18n/use-translation';
import { useSession } from '@/api/session';
import { toast } from '@/components/toast';

/** '/login?redirect=/shop/5': the path stays readable; everything else in it is encoded. */
export const loginPath = (path: string) => `/login?redirect=${encodeURIComponent(path).replace(/%2F/gi, '/')}`;

/**
 * Runs an action that needs an account. A visitor is told to log in first (docs/product.md §6) and sent to /login,
 * which brings them back here afterwards.
 */
export function useRequireLogin() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const signedIn = useSession((s) => Boolean(s.token));
  return (action: () => void) => {
    if (signedIn) return action();
    toast.info(t('common.loginFirst'));
    navigate(loginPath(pathname + search));
  };
}
