import { Button } from 'antd-mobile';
import { useTranslation } from '@/i18n/use-translation';
import { toast } from '@/components/toast';
import { passkeyCancelled, passkeysSupported } from '@/lib/passkeys';
import { usePasskeySignIn } from './api/passkey-sign-in';
import { useStartSession } from './use-start-session';

/** "Sign in with a passkey" under the login form, where the browser can use one (decision 054). */
export function PasskeySignInButton() {
  const { t } = useTranslation();
  const { mutateAsync, isPending } = usePasskeySignIn();
  const startSession = useStartSession();
  if (!passkeysSupported()) return null;

  const signIn = async () => {
    try {
      await startSession(await mutateAsync(), 'success.loggedIn');
    } catch (error) {
      // The HTTP layer has shown the server's refusal; a closed prompt is said here.
      if (passkeyCancelled(error)) toast.info(t('passkeys.cancelled'));
    }
  };

  return (
    <div className="acc-passkey">
      <Button block fill="outline" shape="rounded" size="large" loading={isPending} onClick={signIn}>
        {t('passkeys.signIn')}
      </Button>
    </div>
  );
}
