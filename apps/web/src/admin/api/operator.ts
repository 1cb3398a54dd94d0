import { AdminOperatorApi, ErrorKey, type OperatorMe } from '@tradewind/contract';
import { ApiError, isApiError } from '@/api/http';
import { t } from '@/i18n';
import { adminHttp } from './admin-http';
import { adminSession, type Operator } from './admin-session';

/** Who the console's session is for, as the console keeps it. */
export const operatorOf = (me: OperatorMe): Operator => ({
  id: me.id,
  account: me.account,
  role: me.role,
  shops: me.shops,
});

export const loadOperator = async (): Promise<Operator> =>
  operatorOf(await adminHttp.get<OperatorMe>(AdminOperatorApi.me));

/**
 * Signs in with the login's checks: the server sets the console's HttpOnly cookie for an operator or a shop's staff,
 * and refuses a buyer's account (403) without opening a session; the person reads why.
 */
export async function signInOperator(account: string, password: string): Promise<Operator> {
  try {
    const me = await adminHttp.post<OperatorMe>(AdminOperatorApi.signIn, { account, password });
    const operator = operatorOf(me);
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
