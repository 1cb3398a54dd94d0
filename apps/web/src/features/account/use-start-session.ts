import { useNavigate, useSearchParams } from '@/lib/router';
import { useTranslation } from '@/i18n/use-translation';
import type { LoginData } from '@tradewind/contract';
import { session } from '@/api/session';
import { toast } from '@/components/toast';
import { safeRedirect } from './form/safe-redirect';

/** After login or register: keeps the session, says so, and opens the page the visitor was heading to. */
export function useStartSession() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  return async (data: LoginData, successKey: string) => {
    await session.login(data);
    toast.success(t(successKey));
    navigate(safeRedirect(params.get('redirect'), '/profile'), { replace: true });
  };
}
