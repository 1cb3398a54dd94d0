import { AccountApi, Role, type LoginData } from '@tradewind/contract';
import { ApiError } from '@/api/http';
import { t } from '@/i18n';
import { adminHttp } from './admin-http';
import { adminSession, type Operator } from './admin-session';

const ME = '/api/admin/me';

export const loadOperator = (): Promise<Operator> => adminHttp.get<Operator>(ME);

/**
 * Signs in with the shared login call. A buyer's account is refused: its fresh session is ended at once and
 * the operator reads why (the server refuses a buyer's token on every operator call anyway).
 */
export async function signInOperator(account: string, password: string): Promise<Operator> {
  const { userinfo } = await adminHttp.post<LoginData>(AccountApi.login, { account, password }, { noToken: true });
  const operator = { id: userinfo.id, account: userinfo.account };
  adminSession.signIn(userinfo.token, operator);
  if (userinfo.role !== Role.Operator) {
    await signOutOperator();
    throw new ApiError(t('admin.signIn.notOperator'), { code: 0 });
  }
  return operator;
}

/** Ends the session on the server too; the console forgets it even when that call fails. */
export async function signOutOperator(): Promise<void> {
  if (adminSession.getState().token) await adminHttp.post(AccountApi.logout).catch(() => {});
  adminSession.clear();
}
