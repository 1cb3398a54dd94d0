import { useMutation } from '@tanstack/react-query';
import { PasskeyApi, type LoginData, type PasskeyRequestOptions } from '@tradewind/contract';
import { http } from '@/api/http';
import { signWithPasskey } from '@/lib/passkeys';

/** Signs in with a passkey alone: no account name, no password; the passkey the browser offers names the account. */
export async function passkeySignIn(): Promise<LoginData> {
  const options = await http.post<PasskeyRequestOptions>(PasskeyApi.signInOptions, undefined, { noToken: true });
  const credential = await signWithPasskey(options);
  return http.post<LoginData>(PasskeyApi.signIn, { credential }, { noToken: true });
}

export const usePasskeySignIn = () => useMutation({ mutationFn: passkeySignIn });
