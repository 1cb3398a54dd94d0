import { AdminOperatorApi, ErrorKey, type OperatorMe } from '@tradewind/contract';
import { ApiError, isApiError } from '@/api/http';
import { t } from '@/i18n';
import { adminHttp } from './admin-http';
import { adminSession, type Operator } from './admin-session';

export const loadOperator = (): Promise<Operator> => adminHttp.get<Operator>(AdminOperatorApi.me);

/**
 * Signs in with the login's checks: the server sets the console's HttpOnly cookie for an operator, and refuses a
 * buyer's account (403) without opening a session; the operator reads why.
 */
export async function signInOperator(account: string, password: string): Promise<Operator> {
  try {
    const me = await adminHttp.post<OperatorMe>(AdminOperatorApi.signIn, { account, password });
    const operator = { id: me.id, account: me.account };
    adminSession.signIn(operator);
    return operator;
  } catch (error) {
    if (isApiError(error) && error.key === ErrorKey.Forbidden) {
      throw new ApiError(t('admin.signIn.notOperator'), { code: 0 });
    }
    throw error;
  }
}

/** Ends the session on the server (which clears the cookie); the console forgets it even when that call fails. */
export async function signOutOperator(): Promise<void> {
  if (adminSession.getState().operator) await adminHttp.post(AdminOperatorApi.signOut).catch(() => {});
  adminSession.clear();
}
