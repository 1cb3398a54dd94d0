import { useState } from 'react';
import { Button } from 'antd-mobile';
import { Link, useNavigate } from '@/lib/router';
import { useTranslation } from '@/i18n/use-translation';
import type { ResetByCodeBody } from '@tradewind/contract';
import { toast } from '@/components/toast';
import { AccountSection } from './account-section';
import { useResetByCode } from './api/reset-by-code';
import { sendResetCode } from './api/send-reset-code';
import { CodeStep } from './forgot-password/code-step';
import { EmailStep } from './forgot-password/email-step';
import { useCountdown } from './forgot-password/use-countdown';
import '@/components/surface.css';
import './account.css';

const RESEND_SECONDS = 60;

/** Step 1 asks for the email and sends a code; step 2 takes the code and the new password. Works logged out. */
export default function ForgotPasswordScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [email, setEmail] = useState<string | null>(null);
  const [editing, setEditing] = useState(true);
  const countdown = useCountdown(RESEND_SECONDS);
  const reset = useResetByCode();

  const sent = (address: string) => {
    setEmail(address);
    setEditing(false);
    countdown.start();
  };

  const resend = async () => {
    if (!email) return;
    await sendResetCode({ email }).then(
      () => sent(email),
      () => undefined,
    );
  };

  const submitReset = async (body: ResetByCodeBody) => {
    await reset.mutateAsync(body);
    toast.success(t('success.passwordReset'));
    navigate('/login', { replace: true });
  };

  const onCodeStep = email !== null && !editing;
  return (
    <div className="acc-page">
      <AccountSection
        titleId="forgot-title"
        title={t('account.forgot.title')}
        lead={onCodeStep ? t('account.forgot.codeLead', { email }) : t('account.forgot.emailLead')}
      >
        {onCodeStep ? (
          <>
            <CodeStep email={email} pending={reset.isPending} onReset={submitReset} />
            <div className="acc-links">
              <Button fill="none" size="small" onClick={() => setEditing(true)}>
                {t('account.forgot.changeEmail')}
              </Button>
              <Button fill="none" size="small" color="primary" disabled={countdown.left > 0} onClick={resend}>
                {countdown.left > 0
                  ? t('account.forgot.resendIn', { seconds: countdown.left })
                  : t('account.forgot.resend')}
              </Button>
            </div>
          </>
        ) : (
          <EmailStep email={email ?? ''} wait={countdown.left} onSent={sent} />
        )}
      </AccountSection>
      <p className="acc-switch">
        {t('account.forgot.remembered')} <Link to="/login">{t('account.register.login')}</Link>
      </p>
    </div>
  );
}
