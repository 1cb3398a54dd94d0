import { AdminPasskeyApi, type OperatorMe, type PasskeyRequestOptions } from '@tradewind/contract';
import { signWithPasskey } from '@/lib/passkeys';
import { adminHttp } from './admin-http';
import { adminSession } from './admin-session';
import type { Operator } from './admin-session';
import { operatorOf } from './operator';

/** Signs in to the console with a passkey alone: the server sets the session cookie as the password sign-in does. */
export async function signInWithPasskey(): Promise<Operator> {
  const options = await adminHttp.post<PasskeyRequestOptions>(AdminPasskeyApi.signInOptions);
  const credential = await signWithPasskey(options);
  const operator = operatorOf(await adminHttp.post<OperatorMe>(AdminPasskeyApi.signIn, { credential }));
  adminSession.signIn(operator);
  return operator;
}
